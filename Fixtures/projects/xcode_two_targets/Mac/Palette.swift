// In the Mac folder, but also a member of the iOS target (an exception set of the folder for it).
final class Palette {
    var name = "default"
}
