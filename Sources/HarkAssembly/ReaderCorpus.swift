import HarkPhrases
import HarkRuntime
import PhraseTesting

/// The learned reader's corpus: the built-in paraphrase sets under `Intents/corpus/` (people's
/// sentences in five speaking styles, and near misses that are not for Hark).
enum ReaderCorpus {
    static func sentences() -> [ReaderTraining.Sentence] {
        BuiltInPhrases.corpusFiles().flatMap { name, text in
            ParaphraseFile.read(text, file: BuiltInPhrases.location + "/" + name).file.cases
                .map { ReaderTraining.Sentence(intent: $0.intent, text: $0.sentence, values: $0.values) }
        }
    }
}
