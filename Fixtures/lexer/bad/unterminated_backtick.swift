let a = `unterminated
let b = ``
let c = `
let d = 1
