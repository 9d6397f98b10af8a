// `$` forms and backtick corner cases.
let a = [1].map { $$0 }
let b = $_
let c = $0a
let d = `$`
let e = ``
let f = `a b`
let g = $
