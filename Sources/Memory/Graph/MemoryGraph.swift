import Foundation

/// A memory and its neighbourhood, as scripts read it (`--json`) and as it is drawn: the memories
/// (the first one is where it starts) and the edges that reached each of the others.
public struct MemoryGraph: Sendable, Encodable {
    public struct Node: Sendable, Encodable, Hashable {
        public var id: Int64
        public var preview: String
        public var depth: Int
    }

    public struct Edge: Sendable, Encodable, Hashable {
        public var from: Int64
        public var to: Int64
        /// "link", "tag" or "person".
        public var kind: String
        /// The tag or the person shared, or the link's weight.
        public var label: String
    }

    public var nodes: [Node]
    public var edges: [Edge]
    /// Memories reached but left out of `nodes` to keep the graph readable.
    public var leftOut: Int

    /// The graph from `root`, given the memories reached (nearest first) and their contents.
    init(root: MemoryItem, neighbours: [MemoryNeighbour], contents: [Int64: String], maximumNodes: Int) {
        nodes = [Node(id: root.id, preview: MemoryEntity.preview(root.content, length: 60), depth: 0)]
        edges = []
        let shown = neighbours.prefix(max(0, maximumNodes - 1))
        for neighbour in shown {
            nodes.append(Node(id: neighbour.id, preview: MemoryEntity.preview(contents[neighbour.id] ?? "", length: 60), depth: neighbour.depth))
            let (kind, label) = switch neighbour.via {
            case .link(let weight): ("link", String(format: "%.2f", weight))
            case .tag(let name): ("tag", "#" + name)
            case .person(let name): ("person", name)
            }
            edges.append(Edge(from: neighbour.from, to: neighbour.id, kind: kind, label: label))
        }
        leftOut = neighbours.count - shown.count
    }

    /// The graph as an indented tree, one memory a line, each under the one it was reached from:
    /// `├─ linked 0.46: Booked flights for the offsite (#5)`.
    public var tree: String {
        guard let root = nodes.first else { return "" }
        var lines = ["\(root.preview) (#\(root.id))"]
        var children: [Int64: [(Edge, Node)]] = [:]
        let byID = Dictionary(nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for edge in edges { if let node = byID[edge.to] { children[edge.from, default: []].append((edge, node)) } }
        func draw(_ id: Int64, indent: String) {
            let below = children[id] ?? []
            for (index, (edge, node)) in below.enumerated() {
                let last = index == below.count - 1
                let how = switch edge.kind {
                case "link": "linked \(edge.label)"
                case "tag": "tag \(edge.label)"
                default: "mentions \(edge.label)"
                }
                lines.append("\(indent)\(last ? "└─" : "├─") \(how): \(node.preview) (#\(node.id))")
                draw(node.id, indent: indent + (last ? "   " : "│  "))
            }
        }
        draw(root.id, indent: "")
        if leftOut > 0 { lines.append("… and \(leftOut) more") }
        return lines.joined(separator: "\n")
    }

    /// The graph in Graphviz's DOT language (`dot -Tsvg`), an undirected graph.
    public var dot: String {
        var lines = ["graph memories {", "  node [shape=box, style=rounded];"]
        for node in nodes {
            lines.append("  m\(node.id) [label=\(Self.quoted(node.preview))\(node.depth == 0 ? ", penwidth=2" : "")];")
        }
        for edge in edges {
            lines.append("  m\(edge.from) -- m\(edge.to) [label=\(Self.quoted(edge.label))\(edge.kind == "link" ? "" : ", style=dashed")];")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// A DOT string: in double quotes, with backslashes, quotes and line breaks escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n", "\r", "\r\n": result += "\\n"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
