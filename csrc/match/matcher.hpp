// Subgraph matching with torch.fx's SubgraphMatcher semantics.
//
// The matcher walks pattern and graph backwards from the pattern's anchors
// (its sinks), in the same order as torch, so that matches, their order and
// the insertion order of each match's node map come out identical. Cases
// whose answer depends on Python objects (opaque literals, get_attr values,
// OpOverload schemas) are delegated to MatchHooks.
#pragma once

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <unordered_map>
#include <vector>

#include "graph/graph.hpp"

namespace pyfxfast {

// Thrown when matching recurses deeper than kMaxMatchDepth (a pattern chain or
// argument nesting far deeper than torch's recursive Python matcher can go);
// the bindings raise it as Python's RecursionError, which torch raises too.
struct MatchDepthError : std::runtime_error {
  using std::runtime_error::runtime_error;
};
// Nested match_nodes/match_children calls; keeps the C++ stack use to a few MB.
constexpr int kMaxMatchDepth = 3000;

// A position in an argument-token buffer. buf >= 0: the args row of node
// `buf`; buf < 0: extra buffer -1-buf (a normalised argument list, see
// MatchHooks::normalize). pos: token index inside that buffer.
struct LitRef {
  int32_t buf;
  int32_t pos;
};

struct MatchOptions {
  bool match_output = false;
  bool match_placeholder = false;
  bool remove_overlapping_matches = true;
  bool ignore_literals = false;
};

// What torch's SubgraphMatcher.__init__ derives from the pattern, as pattern
// node ids.
struct PatternInfo {
  std::vector<NodeId> anchors;
  std::vector<NodeId> placeholders;
  std::vector<NodeId> returning;
  // Per pattern node: 0, or a call_function whose target is an OpOverload
  // (its arguments are compared after schema normalisation when counts
  // differ): 1 if normalisation keeps every argument, 2 if it can drop some
  // (arguments that do not fit the schema).
  std::vector<uint8_t> overload;
};

// Python-dependent answers. Implementations may throw; the matcher is
// exception safe and the exception propagates out of match().
class MatchHooks {
 public:
  virtual ~MatchHooks() = default;
  // torch: SubgraphMatcher._match_attributes(pn, gn).
  virtual bool attributes_equal(NodeId pn, NodeId gn) = 0;
  // `type(g) is type(p) and g == p` for a pattern and a graph literal.
  virtual bool literals_equal(LitRef p, LitRef g) = 0;
  // `a == b` for two graph-side values (a placeholder bound to a literal,
  // compared against another literal).
  virtual bool values_equal(LitRef a, LitRef b) = 0;
  // torch's get_all_arguments for pn and gn under pn's schema: each output is
  // one List token followed by its elements. The matcher stores them as extra
  // buffer k (k = number of earlier calls) on each side.
  virtual void normalize(NodeId pn, NodeId gn, std::vector<ArgToken>& p_out, std::vector<ArgToken>& g_out) = 0;
};

// Surviving matches, flattened. Match i owns entries [offsets[i], offsets[i+1])
// of pattern_nodes/values, in nodes_map insertion order. values[k] >= 0 is a
// graph node; values[k] < 0 is literal_refs[-1 - values[k]] (a placeholder
// bound to a non-Node argument).
struct MatchResult {
  std::vector<int64_t> offsets{0};
  std::vector<NodeId> pattern_nodes;
  std::vector<int32_t> values;
  std::vector<LitRef> literal_refs;
  // If torch would raise KeyError(pattern node) while completing a match
  // (an anchor without candidates, an unreachable placeholder), that node.
  NodeId missing = kNoNode;

  int64_t size() const { return static_cast<int64_t>(offsets.size()) - 1; }
};

// Graph nodes bucketed by (op, target), in graph order, so that many patterns
// can look up their anchor candidates without scanning the graph.
class CandidateIndex {
 public:
  explicit CandidateIndex(const CompactGraph& g);
  // Nodes with this op (and target, for ops that compare targets).
  const std::vector<NodeId>& nodes(OpKind op, int32_t target) const;
  // The graph it indexes (only valid for that graph).
  const CompactGraph* source() const { return source_; }

 private:
  const CompactGraph* source_;
  std::vector<NodeId> by_op_[kNumOpKinds];
  std::unordered_map<int64_t, std::vector<NodeId>> by_target_;
  std::vector<NodeId> empty_;
};

struct MatchInput {
  const CompactGraph& pattern;
  const PatternInfo& info;
  const MatchOptions& options;
  const CompactGraph& graph;
  // Literal id -> 1 if it compares by identity only (shared interner's table).
  const std::vector<uint8_t>& literal_opaque;
  // Per graph node: node_name_match is a substring of its name; empty if no
  // node_name_match was given.
  const std::vector<uint8_t>& name_match;
  // Optional; without it anchors scan the graph.
  const CandidateIndex* index = nullptr;
};

// Runs torch's whole SubgraphMatcher.match: backtracking over anchor
// candidates, then the containment filter and, with
// remove_overlapping_matches (torch applies its cycle filter only then), the
// cycle and overlap filters.
MatchResult match_subgraph(const MatchInput& in, MatchHooks& hooks);

}  // namespace pyfxfast
