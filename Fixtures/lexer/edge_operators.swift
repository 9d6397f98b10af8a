// Postfix `!`/`?`, `??`, `&`, ranges, implicit members, operator runs.
let a = b!.c
let d = e?.f
let g = h??i
let j = k ?? l
let m = n? .o
let p = &&q
let r = & s
let t = u...v
let w = x... y
let z = .init
  .a
let aa = -1
let bb = cc-1
let dd = -/re/
let ee = !!ff
let gg = hh!!
