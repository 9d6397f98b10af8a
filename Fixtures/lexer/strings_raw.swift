// Raw strings with one, two and three `#`.
let raw1 = #"A raw string with "quotes" and \n kept literally"#
let raw2 = ##"Contains "# without ending"##
let raw3 = ###"Contains "## and "# inside"###
let rawEmpty = #""#
let rawBackslash = #"\"#
let rawEscape = #"tab \#t newline \#n unicode \#u{1F600}"#
let rawInterpolation = #"Value: \#(raw1.count) and not \(this)"#
let raw2Interpolation = ##"Value: \##(raw2.count), not \#(this)"##
let rawMultiline = #"""
    Raw multi-line with """ inside
    and \(not interpolated) but \#(raw1.count) is
    """#
let raw2Multiline = ##"""
    Contains """# and "#
    """##
let rawQuotes = #"""#
let regexInRaw = #"^\d+(\.\d+)?$"#
let rawHashes = #"# and ## inside"#
