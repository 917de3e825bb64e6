// CompactGraph: an FX graph flattened into arrays.
//
// Nodes are numbered 0..n-1 in graph order. Everything is plain data so that
// kernels can run without the GIL; the Python side keeps the mapping back to
// fx.Node objects.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace pyfxfast {

using NodeId = int32_t;
inline constexpr NodeId kNoNode = -1;

// Same order as torch.fx's opcodes; values are part of the Python API.
enum class OpKind : uint8_t {
  Placeholder = 0,
  GetAttr = 1,
  CallFunction = 2,
  CallModule = 3,
  CallMethod = 4,
  Output = 5,
};
inline constexpr int kNumOpKinds = 6;

// One token of a node's (args, kwargs) encoding, pre-order:
//   Tuple(n) / List(n) e0..e{n-1}   a sequence (args itself is a Tuple)
//   Dict(n)  k0 v0 .. k{n-1} v{n-1} kwargs, or a dict literal; keys are Literal
//   Slice    start stop step        a slice (3 encoded values follow)
//   Node(i)                         reference to node i (kForeignNode if the
//                                   node is not in this graph)
//   Literal(id)                     an interned literal: equal ids <=> same
//                                   Python type and ==; ids of literals that
//                                   cannot be interned (NaN, unhashable) are
//                                   unique, see CompactGraph::literal_opaque
// A node's encoding is always Tuple(args) followed by Dict(kwargs).
enum class ArgTag : int32_t {
  Node = 0,
  Literal = 1,
  Tuple = 2,
  List = 3,
  Dict = 4,
  Slice = 5,
};
inline constexpr NodeId kForeignNode = -2;

struct ArgToken {
  ArgTag tag;
  int32_t value;
  bool operator==(const ArgToken& o) const { return tag == o.tag && value == o.value; }
};

// CSR adjacency: items of row i are items[offsets[i] .. offsets[i+1]).
template <typename T>
struct Csr {
  std::vector<int64_t> offsets{0};
  std::vector<T> items;

  int64_t rows() const { return static_cast<int64_t>(offsets.size()) - 1; }
  const T* begin(int64_t row) const { return items.data() + offsets[row]; }
  const T* end(int64_t row) const { return items.data() + offsets[row + 1]; }
  int64_t size(int64_t row) const { return offsets[row + 1] - offsets[row]; }
  void close_row() { offsets.push_back(static_cast<int64_t>(items.size())); }
  void reserve(int64_t rows, int64_t nitems) {
    offsets.reserve(rows + 1);
    items.reserve(nitems);
  }
};

struct CompactGraph {
  std::vector<OpKind> op;
  std::vector<int32_t> target;  // interned target id (shared across graphs via one interner)
  Csr<NodeId> inputs;           // node.all_input_nodes order (deduplicated)
  Csr<NodeId> users;            // node.users order
  Csr<ArgToken> args;           // encoding of (args, kwargs), see ArgTag
  std::vector<uint8_t> literal_opaque;  // by literal id: 1 if it compares by identity only
  // Number of references to nodes outside this graph (foreign inputs or users).
  int64_t foreign_refs = 0;

  int64_t num_nodes() const { return static_cast<int64_t>(op.size()); }
  int64_t num_edges() const { return static_cast<int64_t>(inputs.items.size()); }

  // True if every input of every node comes earlier in graph order.
  bool is_topologically_ordered() const;
  // Throws std::invalid_argument if the arrays are inconsistent (sizes, ids in range,
  // users being the exact reverse of inputs).
  void check_consistent() const;
  // Approximate heap bytes held by this graph.
  int64_t memory_bytes() const;
};

}  // namespace pyfxfast
