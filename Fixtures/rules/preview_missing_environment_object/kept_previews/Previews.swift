import SwiftUI

// Fifty previews, two of which supply an object: one in twenty-five is more than one in fifty,
// so this project keeps such previews working and the one in Views.swift stays a warning.

struct Label0_Previews: PreviewProvider { static var previews: some View { Text("Title 0").environmentObject(Library()) } }
struct Label1_Previews: PreviewProvider { static var previews: some View { Text("Subtitle 1").environmentObject(Library()) } }
struct Label2_Previews: PreviewProvider { static var previews: some View { Text("Caption 2") } }
struct Label3_Previews: PreviewProvider { static var previews: some View { Text("Badge 3") } }
struct Label4_Previews: PreviewProvider { static var previews: some View { Text("Tag 4") } }
struct Label5_Previews: PreviewProvider { static var previews: some View { Text("Title 5") } }
struct Label6_Previews: PreviewProvider { static var previews: some View { Text("Subtitle 6") } }
struct Label7_Previews: PreviewProvider { static var previews: some View { Text("Caption 7") } }
struct Label8_Previews: PreviewProvider { static var previews: some View { Text("Badge 8") } }
struct Label9_Previews: PreviewProvider { static var previews: some View { Text("Tag 9") } }
struct Label10_Previews: PreviewProvider { static var previews: some View { Text("Title 10") } }
struct Label11_Previews: PreviewProvider { static var previews: some View { Text("Subtitle 11") } }
struct Label12_Previews: PreviewProvider { static var previews: some View { Text("Caption 12") } }
struct Label13_Previews: PreviewProvider { static var previews: some View { Text("Badge 13") } }
struct Label14_Previews: PreviewProvider { static var previews: some View { Text("Tag 14") } }
struct Label15_Previews: PreviewProvider { static var previews: some View { Text("Title 15") } }
struct Label16_Previews: PreviewProvider { static var previews: some View { Text("Subtitle 16") } }
struct Label17_Previews: PreviewProvider { static var previews: some View { Text("Caption 17") } }
struct Label18_Previews: PreviewProvider { static var previews: some View { Text("Badge 18") } }
struct Label19_Previews: PreviewProvider { static var previews: some View { Text("Tag 19") } }
struct Label20_Previews: PreviewProvider { static var previews: some View { Text("Title 20") } }
struct Label21_Previews: PreviewProvider { static var previews: some View { Text("Subtitle 21") } }
struct Label22_Previews: PreviewProvider { static var previews: some View { Text("Caption 22") } }
struct Label23_Previews: PreviewProvider { static var previews: some View { Text("Badge 23") } }
struct Label24_Previews: PreviewProvider { static var previews: some View { Text("Tag 24") } }
struct Label25_Previews: PreviewProvider { static var previews: some View { Text("Title 25") } }
struct Label26_Previews: PreviewProvider { static var previews: some View { Text("Subtitle 26") } }
struct Label27_Previews: PreviewProvider { static var previews: some View { Text("Caption 27") } }
struct Label28_Previews: PreviewProvider { static var previews: some View { Text("Badge 28") } }
struct Label29_Previews: PreviewProvider { static var previews: some View { Text("Tag 29") } }
struct Label30_Previews: PreviewProvider { static var previews: some View { Text("Title 30") } }
struct Label31_Previews: PreviewProvider { static var previews: some View { Text("Subtitle 31") } }
struct Label32_Previews: PreviewProvider { static var previews: some View { Text("Caption 32") } }
struct Label33_Previews: PreviewProvider { static var previews: some View { Text("Badge 33") } }
struct Label34_Previews: PreviewProvider { static var previews: some View { Text("Tag 34") } }
struct Label35_Previews: PreviewProvider { static var previews: some View { Text("Title 35") } }
struct Label36_Previews: PreviewProvider { static var previews: some View { Text("Subtitle 36") } }
struct Label37_Previews: PreviewProvider { static var previews: some View { Text("Caption 37") } }
struct Label38_Previews: PreviewProvider { static var previews: some View { Text("Badge 38") } }
struct Label39_Previews: PreviewProvider { static var previews: some View { Text("Tag 39") } }
struct Label40_Previews: PreviewProvider { static var previews: some View { Text("Title 40") } }
struct Label41_Previews: PreviewProvider { static var previews: some View { Text("Subtitle 41") } }
struct Label42_Previews: PreviewProvider { static var previews: some View { Text("Caption 42") } }
struct Label43_Previews: PreviewProvider { static var previews: some View { Text("Badge 43") } }
struct Label44_Previews: PreviewProvider { static var previews: some View { Text("Tag 44") } }
struct Label45_Previews: PreviewProvider { static var previews: some View { Text("Title 45") } }
struct Label46_Previews: PreviewProvider { static var previews: some View { Text("Subtitle 46") } }
struct Label47_Previews: PreviewProvider { static var previews: some View { Text("Caption 47") } }
struct Label48_Previews: PreviewProvider { static var previews: some View { Text("Badge 48") } }
struct Label49_Previews: PreviewProvider { static var previews: some View { Text("Tag 49") } }
