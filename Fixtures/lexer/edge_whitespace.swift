// `#!` after line 1, a BOM mid-file, NBSP, form feed, vertical tab, U+2028/U+2029.
let a = 1
#!/bin/sh
let b = 2﻿+ 3
let c = 4
let d= 5
let e = a b
let f = a +b
