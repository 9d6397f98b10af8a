let a = /unterminated
let b = #/also unterminated
let c = #/
  multi-line never closed
let d = / a/
let e = /a /
let f = 3
