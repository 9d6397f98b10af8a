// Excluded from the Widgets target in Package.swift: no target compiles it.
struct OldWidget {}
