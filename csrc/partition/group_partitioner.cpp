#include "partition/group_partitioner.hpp"

#include <algorithm>
#include <stdexcept>

namespace pyfxfast {
namespace {

// Epoch-stamped node marks: clearing is one increment.
struct Marks {
  std::vector<uint32_t> stamp;
  uint32_t epoch = 0;
  explicit Marks(int64_t n) : stamp(static_cast<size_t>(n), 0) {}
  void clear() {
    if (++epoch == 0) {  // wrapped: reset for real
      std::fill(stamp.begin(), stamp.end(), 0);
      epoch = 1;
    }
  }
  bool has(NodeId v) const { return stamp[v] == epoch; }
  // True if newly marked.
  bool add(NodeId v) {
    if (stamp[v] == epoch) return false;
    stamp[v] = epoch;
    return true;
  }
};

// Marks everything reachable in one or more steps along `edges` from `sources`
// (nodes already marked are not expanded again: their closure is marked).
void mark_closure(const Csr<NodeId>& edges, const std::vector<NodeId>& sources, Marks& marks,
                  std::vector<NodeId>& stack) {
  stack.clear();
  for (NodeId s : sources) {
    for (const NodeId* it = edges.begin(s); it != edges.end(s); ++it) {
      if (*it >= 0 && marks.add(*it)) stack.push_back(*it);
    }
  }
  while (!stack.empty()) {
    const NodeId v = stack.back();
    stack.pop_back();
    for (const NodeId* it = edges.begin(v); it != edges.end(v); ++it) {
      if (*it >= 0 && marks.add(*it)) stack.push_back(*it);
    }
  }
}

// Finds a node outside `members` lying on a path between two members (the set
// is convex iff there is none). On a topologically ordered graph the walks stay
// within the members' index range.
class GapFinder {
 public:
  GapFinder(const CompactGraph& g, bool topo)
      : g_(g), topo_(topo), member_(g.num_nodes()), down_(g.num_nodes()), up_(g.num_nodes()) {}

  NodeId find(const std::vector<NodeId>& members) {
    member_.clear();
    down_.clear();
    up_.clear();
    NodeId lo = static_cast<NodeId>(g_.num_nodes()), hi = -1;
    for (NodeId v : members) {
      member_.add(v);
      lo = std::min(lo, v);
      hi = std::max(hi, v);
    }
    walk(g_.users, members, down_, [&](NodeId v) { return !topo_ || v < hi; });
    walk(g_.inputs, members, up_, [&](NodeId v) { return !topo_ || v > lo; });
    // Candidates are marked both ways and are not members.
    for (NodeId v : visited_down_) {
      if (up_.has(v) && !member_.has(v)) return v;
    }
    return kNoNode;
  }

 private:
  template <typename Keep>
  void walk(const Csr<NodeId>& edges, const std::vector<NodeId>& members, Marks& marks, Keep keep) {
    const bool record = &marks == &down_;
    if (record) visited_down_.clear();
    stack_.clear();
    auto push = [&](NodeId u) {
      if (u >= 0 && keep(u) && marks.add(u)) {
        stack_.push_back(u);
        if (record) visited_down_.push_back(u);
      }
    };
    for (NodeId s : members) {
      for (const NodeId* it = edges.begin(s); it != edges.end(s); ++it) push(*it);
    }
    while (!stack_.empty()) {
      const NodeId v = stack_.back();
      stack_.pop_back();
      for (const NodeId* it = edges.begin(v); it != edges.end(v); ++it) push(*it);
    }
  }

  const CompactGraph& g_;
  bool topo_;
  Marks member_, down_, up_;
  std::vector<NodeId> stack_, visited_down_;
};

struct Part {
  std::vector<NodeId> nodes;
  NodeId gap = kNoNode;  // a node whose presence makes the set non-convex; kNoNode: convex
  int32_t next = -1;     // next live partition id (for candidate scans)
  int32_t prev = -1;
};

}  // namespace

std::vector<ProposedPartition> propose_group_partitions(const CompactGraph& g, const GroupPartitionerInput& in,
                                                        const PartitionerTargets& targets,
                                                        GroupPartitionerStats* stats) {
  const int64_t n = g.num_nodes();
  if (static_cast<int64_t>(in.supported.size()) != n || static_cast<int64_t>(in.group.size()) != n) {
    throw std::invalid_argument("supported and group must have one entry per node");
  }
  for (const auto& members : in.group_members) {
    for (NodeId v : members) {
      if (v < 0 || v >= n) throw std::invalid_argument("group member out of range");
    }
  }
  GroupPartitionerStats local;
  GroupPartitionerStats& st = stats ? *stats : local;
  st = GroupPartitionerStats{};

  // 1. One partition per group (its supported members) or lone supported node,
  //    in reverse graph order.
  std::vector<int32_t> owner(static_cast<size_t>(n), -1);
  std::vector<Part> parts;
  for (NodeId v = static_cast<NodeId>(n) - 1; v >= 0; --v) {
    if (owner[v] >= 0 || !in.supported[v]) continue;
    const int32_t id = static_cast<int32_t>(parts.size());
    parts.emplace_back();
    const int32_t grp = in.group[v];
    if (grp >= 0) {
      if (static_cast<size_t>(grp) >= in.group_members.size()) throw std::invalid_argument("group out of range");
      parts.back().nodes = in.group_members[grp];
    } else {
      parts.back().nodes = {v};
    }
    for (NodeId x : parts.back().nodes) owner[x] = id;
  }
  const int32_t num_parts = static_cast<int32_t>(parts.size());
  st.initial_partitions = num_parts;

  GapFinder gaps(g, g.is_topologically_ordered());
  for (Part& p : parts) {
    if (p.nodes.size() > 1) p.gap = gaps.find(p.nodes);
  }
  for (int32_t i = 0; i < num_parts; ++i) {
    parts[i].prev = i - 1;
    parts[i].next = i + 1 < num_parts ? i + 1 : -1;
  }

  // 2. Each live partition, in id order, absorbs every later one whose union
  //    with it is convex.
  Marks down(n), up(n);
  std::vector<NodeId> stack, both;
  for (int32_t i = 0; i >= 0 && i < num_parts; i = parts[i].next) {
    Part& p1 = parts[i];
    if (p1.next < 0) break;
    down.clear();
    up.clear();
    mark_closure(g.users, p1.nodes, down, stack);
    mark_closure(g.inputs, p1.nodes, up, stack);
    for (int32_t j = p1.next; j >= 0;) {
      Part& p2 = parts[j];
      const int32_t after = p2.next;
      ++st.merge_attempts;
      bool ok;
      if (p1.gap != kNoNode || p2.gap != kNoNode) {
        // A non-convex side needs its gap filled by the other side.
        const bool filled = p1.gap != kNoNode ? owner[p1.gap] == j : owner[p2.gap] == i;
        ok = false;
        if (filled) {
          both = p1.nodes;
          both.insert(both.end(), p2.nodes.begin(), p2.nodes.end());
          ++st.exact_walks;
          ok = gaps.find(both) == kNoNode;
        }
      } else {
        // Both convex: the union is convex iff no path p1 -> outside -> p2
        // or p2 -> outside -> p1, and such a path has its last outside node
        // next to p2.
        ok = true;
        for (size_t k = 0; ok && k < p2.nodes.size(); ++k) {
          const NodeId x = p2.nodes[k];
          for (const NodeId* it = g.inputs.begin(x); it != g.inputs.end(x); ++it) {
            const NodeId z = *it;
            if (z >= 0 && owner[z] != j && owner[z] != i && down.has(z)) {
              ok = false;
              break;
            }
          }
          for (const NodeId* it = g.users.begin(x); ok && it != g.users.end(x); ++it) {
            const NodeId z = *it;
            if (z >= 0 && owner[z] != j && owner[z] != i && up.has(z)) ok = false;
          }
        }
      }
      if (ok) {
        ++st.merges;
        for (NodeId x : p2.nodes) owner[x] = i;
        p1.nodes.insert(p1.nodes.end(), p2.nodes.begin(), p2.nodes.end());
        p1.gap = kNoNode;
        mark_closure(g.users, p2.nodes, down, stack);
        mark_closure(g.inputs, p2.nodes, up, stack);
        p2.nodes.clear();
        p2.nodes.shrink_to_fit();
        // Unlink j.
        if (p2.prev >= 0) parts[p2.prev].next = p2.next;
        if (p2.next >= 0) parts[p2.next].prev = p2.prev;
        p2.prev = p2.next = -2;
      }
      j = after;
    }
  }

  // 3. getitem reassignment (one pass, ExecuTorch's): a node whose users are
  //    all getitems pulls those of them that sit in other partitions.
  std::vector<int32_t> new_owner(static_cast<size_t>(n), -1);
  std::vector<NodeId> moved;
  for (NodeId v = 0; v < n; ++v) {
    bool tuple_output = true;
    for (const NodeId* it = g.users.begin(v); it != g.users.end(v); ++it) {
      if (*it < 0 || !target_flag(targets.getitem, g, *it)) {
        tuple_output = false;
        break;
      }
    }
    const int32_t id = owner[v];
    if (!tuple_output || id < 0) continue;
    for (const NodeId* it = g.users.begin(v); it != g.users.end(v); ++it) {
      const NodeId u = *it;
      if (owner[u] < 0 || owner[u] == id) continue;
      if (new_owner[u] < 0) moved.push_back(u);
      new_owner[u] = id;  // dict: first position, last value
    }
  }
  std::vector<std::vector<NodeId>> appended(static_cast<size_t>(num_parts));
  for (NodeId u : moved) appended[new_owner[u]].push_back(u);

  // 4. Final node lists, the single-node filter, empty partitions dropped.
  std::vector<ProposedPartition> out;
  for (int32_t i = 0; i < num_parts; ++i) {
    if (parts[i].prev == -2) continue;  // merged away
    ProposedPartition p;
    p.id = i;
    for (NodeId x : parts[i].nodes) {
      if (new_owner[x] < 0) p.nodes.push_back(x);
    }
    p.nodes.insert(p.nodes.end(), appended[i].begin(), appended[i].end());
    if (!in.allows_single_node_partition && !passes_single_node_filter(g, p.nodes, targets)) continue;
    if (p.nodes.empty()) continue;
    out.push_back(std::move(p));
  }
  return out;
}

}  // namespace pyfxfast
