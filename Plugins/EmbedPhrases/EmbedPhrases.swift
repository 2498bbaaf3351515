import Foundation
import PackagePlugin

/// Compiles Hark's own phrase files (`Intents/en`), their sentence tests (`Intents/tests/en`), the
/// learned reader's training corpus (`Intents/corpus/en`) and its shipped shortcuts (`Shortcuts/`) into the `HarkPhrases` module as text, so that a copied or
/// installed `hark` needs nothing beside it. Runs again whenever one of the files changes.
@main
struct EmbedPhrases: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        var inputs: [URL] = []
        for folder in ["Intents/en", "Intents/tests/en", "Intents/corpus/en", "Shortcuts"] {
            let url = root.appending(path: folder)
            let names = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".yaml") }.sorted()
            inputs += names.map { url.appending(path: $0) }
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "BuiltInPhraseFiles.swift")
        return [.buildCommand(
            displayName: "Embedding Hark's phrase files",
            executable: try context.tool(named: "embed-phrases").url,
            arguments: [root.path, output.path] + inputs.map(\.path),
            inputFiles: inputs,
            outputFiles: [output]
        )]
    }
}
