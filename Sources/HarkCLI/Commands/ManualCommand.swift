import ArgumentParser
import HarkAssembly

/// `hark manual`: the manual page, for man(1).
struct ManualCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "manual",
        abstract: "Print Hark's manual page, made from its command definitions: hark manual > ~/.local/share/man/man1/hark.1"
    )

    func run() throws {
        guard let page = ManualPage.render(Hark.self, version: "hark " + HarkVersion.current) else {
            printError("hark: the command definitions could not be read to write the manual page")
            throw HarkExit.software
        }
        Output.line(page, terminator: "")
    }
}
