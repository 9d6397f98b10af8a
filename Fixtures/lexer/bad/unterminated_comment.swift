let a = 1
/* outer /* inner */ still open
let b = 2
