// Excluded from the MacApp target (a membership exception of its synchronized folder).
struct Scratch {}
