// Emoji sequences, Unicode operators, generic angle brackets, odd spacing after `@`, `#`, `\`.
let 👨‍👩‍👧 = 1
let 🇺🇸 = 2
let 👍🏽 = 3
let ❤️ = 4
let a = b → c
let d = e ≠ f
let g = √h
let i = j•k
let l = m.n?.o!.p
let q: Int? = nil, r: [Int]? = nil, s: Int! = nil
let t = u<v>(w)
let x = y < z > w
let aa = \.a?.b
@ MainActor func ff() {}
let bb = # if
let cc = \ x
let dd = 1abc
let ee = 0x1G
let ff = 1._0
let gg = .5
