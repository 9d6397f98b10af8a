// Comments next to `/`: division, regex, and operators that contain `/`.
let a = b /* c */ / d
let e = /*x*//re/
let f = g/**/
let h = i //x
let j = k/*/*x*/*/+1
let a = x+/*c*/y
let b = x /^ y
let c = (x) /^ y
let d = x^/y/
let e = [/]
let f = f(/, /)
let g = a /b/ c
let h = (a /b) / c
