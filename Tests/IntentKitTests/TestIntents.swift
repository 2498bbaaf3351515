import Foundation
import IntentKit

enum Flavor: String, AppEnum {
    case vanilla, chocolate
    case mintChip = "mint_chip"
    static let typeDisplayName = "Flavor"
    static let caseDisplayRepresentations: [Flavor: DisplayRepresentation] = [
        .vanilla: DisplayRepresentation(title: "Vanilla", synonyms: ["plain"]),
        .chocolate: DisplayRepresentation(title: "Chocolate", synonyms: ["choc", "cocoa"]),
        .mintChip: DisplayRepresentation(title: "Mint chip"),
    ]
}

struct Project: AppEntity {
    static let typeDisplayName = "Project"
    static let defaultQuery = ProjectQuery()
    static let all = [Project(id: 1, name: "Garden shed"), Project(id: 2, name: "Garden path"), Project(id: 3, name: "Kitchen")]
    var id: Int
    var name: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: name) }
}

struct ProjectQuery: EntityQuery {
    func entities(for identifiers: [Int], in context: IntentContext) async throws -> [Project] {
        Project.all.filter { identifiers.contains($0.id) }
    }
    func suggestedEntities(in context: IntentContext) async throws -> [Project] { Project.all }
    func entities(matching text: String, in context: IntentContext) async throws -> [Project] {
        Project.all.filter { $0.name.lowercased().contains(text.lowercased()) }
    }
}

struct OrderIceCream: AppIntent {
    static let title = "Order Ice Cream"
    static let description = "Orders scoops of ice cream."

    @Parameter(title: "Scoops", description: "How many scoops.", default: 1, inclusiveRange: 1...5)
    var scoops: Int
    @Parameter(title: "Flavor", requestValueDialog: "Which flavor would you like?")
    var flavor: Flavor
    @Parameter(title: "Cone")
    var cone: Bool?
    @Parameter(title: "Toppings")
    var toppings: [String]?

    func perform(_ context: IntentContext) async throws -> IntentResult {
        .result(dialog: "\(scoops) \(flavor.displayTitle.lowercased())\(cone == true ? " in a cone" : "")\(toppings.map { " with " + $0.joined(separator: " and ") } ?? "").",
                value: ["scoops": scoops])
    }
}

struct ArchiveProject: AppIntent {
    static let title = "Archive Project"
    static let description = "Archives a project."
    static let isDestructive = true

    @Parameter(title: "Project")
    var project: Project

    func perform(_ context: IntentContext) async throws -> IntentResult {
        if project.name == "Kitchen" { throw IntentFailure("The kitchen project can't be archived while it has open tasks.") }
        return .result(dialog: "Archived \(project.name).")
    }
}
