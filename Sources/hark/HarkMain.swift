import HarkCLI

/// The `hark` program: everything it does is in HarkCLI.
@main
enum HarkMain {
    static func main() async {
        await Hark.start()
    }
}
