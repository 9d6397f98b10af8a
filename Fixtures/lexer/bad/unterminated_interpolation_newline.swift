let a = "abc\
let b = 1
let c = "\(a // x
let d = 2
let e = "\(
let f = 3
