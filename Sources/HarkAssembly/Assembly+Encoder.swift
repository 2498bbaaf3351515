import Embedding
import Foundation
import HarkRuntime
import LearnedReader

/// The sentence encoder, where one is installed (Docs/memory.md, "The neural embedder").
extension Assembly {
    /// What became of the model folder: an encoder, none there, or one that could not be read.
    public enum EncoderState: Sendable {
        case loaded(SentenceEncoder)
        /// No model folder is set, or the default one is not there: words alone.
        case absent
        /// The folder is there (or was given) but its model cannot be used: why.
        case broken(String)
    }

    /// The model folder's encoder. Reading it maps the weights and reads the vocabulary, so only
    /// a caller that needs vectors asks.
    public func sentenceEncoder() -> EncoderState {
        guard let folder = configuration.modelFolder else { return .absent }
        guard FileManager.default.fileExists(atPath: folder) || configuration.modelFolderIsGiven else { return .absent }
        do {
            return .loaded(try SentenceEncoder(folder: folder))
        } catch {
            return .broken("\(error)")
        }
    }

    /// The encoder as the learned reader takes it, or nil.
    public func readerVectors() -> SentenceVectors? {
        guard case .loaded(let encoder) = sentenceEncoder() else { return nil }
        var vectors = SentenceVectors(name: encoder.name, dimensions: encoder.dimensions) { encoder.encode($0) }
        vectors.weight = ReaderTraining.vectorWeight
        return vectors
    }

    /// The model's files whose change makes a learned reader trained on its vectors stale.
    var modelFiles: [String] {
        guard let folder = configuration.modelFolder else { return [] }
        return [folder + "/model.safetensors", folder + "/vocab.txt"].filter { FileManager.default.fileExists(atPath: $0) }
    }
}
