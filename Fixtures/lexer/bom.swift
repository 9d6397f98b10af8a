// The file starts with a UTF-8 byte order mark.
import SwiftUI

let greeting = "BOM"
