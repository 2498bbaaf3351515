import HarkRuntime
import IntentKit
import LearnedReader

extension Assembly {
    /// The learned reader for the phrases in use, made the first time a sentence needs it: kept
    /// from an earlier run on these very files (`cacheEntry`), else trained (`trainReader`), then
    /// kept. Where a sentence encoder is installed, it is trained with its vectors.
    func learnedReader(cacheEntry: String?) -> Lazy<IntentModel?>? {
        guard configuration.usesLearnedReader else { return nil }
        return Lazy { [self] in
            let vectors = readerVectors()
            if let cacheEntry, var model = PhraseCache.model(at: cacheEntry), model.denseEncoder == vectors?.name {
                model.encoder = vectors
                return model
            }
            guard let model = trainReader(vectors: vectors) else { return nil }
            if let cacheEntry { PhraseCache.keep(model, at: cacheEntry) }
            return model
        }
    }

    /// A learned reader trained on the phrases in use and the shortcuts' phrases, with the
    /// built-in corpus unless `corpus` is false (the reader templates alone give, for
    /// comparison); nil when the phrase files have problems. With `vectors` (the sentence
    /// encoder, `readerVectors()`), sentence vectors are weighed beside words.
    public func trainReader(corpus: Bool = true, vectors: SentenceVectors? = nil) -> IntentModel? {
        let files = phraseFiles()
        guard files.diagnostics.isEmpty, let runtime = try? runtime() else { return nil }
        let sentences = corpus ? ReaderCorpus.sentences() : []
        // The value tagger first: the thresholds are calibrated with the values it will find.
        let tagger = corpus ? ValueTaggerTrainer().train(runtime.valueTaggerExamples(sentences)) : nil
        var model = ReaderTraining.model(phrases: files.phrases, registry: registry, corpus: sentences, encoder: vectors,
                                         exact: { runtime.read($0)?.intent }, evidence: { runtime.evidence(for: $0, as: $1, tagger: tagger) })
        model.valueTagger = tagger
        return model
    }
}
