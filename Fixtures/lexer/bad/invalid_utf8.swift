let ok = 1
let bad = "ÿþ invalid bytes in a string"
let Ã( = 2
let overlong = "À¯"
let surrogate = "í €"
øˆ€€€
let truncated = "â‚"
let after = 3
â‚