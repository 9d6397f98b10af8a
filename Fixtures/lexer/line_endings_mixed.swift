// Mixed endings: LF, then CRLF, then CR.
let a = 1
let b = 2let c = a
    + b
    - clet d = [
  a,
  b,  c
]
let e = d.count