let closureMultiline = "Value: \(items.map { item in
    item.uppercased()
}.count)"
let a = "\(a // comment )
let b = "\(((
let c = 1
let d = "\("\("\(
