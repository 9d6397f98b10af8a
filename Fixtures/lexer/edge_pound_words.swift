// The word after `#` is [A-Za-z_]+: `#if_x` is no `#if`.
#if_x
let a = 1
#endif
#if2
#elseif_
#else
#endif
#available_x
#if os(iOS)
#endif
