// Editor placeholders `<#...#>` are identifiers.
let a = <#placeholder#>
let b = f(<#arg#>, x: <#T##Int#>)
let c = a<#x#>
