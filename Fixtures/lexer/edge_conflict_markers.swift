// Version-control conflict markers are skipped like trivia.
let a = 1
<<<<<<< HEAD
let b = 2
=======
let b = 3
>>>>>>> branch
let c = 4
>>>> ours
let d = 5
==== 
let d = 6
<<<<
let e = 7
