#include "partition/partition_post.hpp"

#include <algorithm>
#include <stdexcept>
#include <utility>

namespace pyfxfast {
namespace {

constexpr int32_t kNone = -1;


}  // namespace

std::vector<ProposedPartition> finish_partitions(const CompactGraph& g, MergedPartitions&& merged,
                                                 const PartitionerTargets& targets,
                                                 const PartitionerOptions& options) {
  const NodeId n = static_cast<NodeId>(g.num_nodes());
  std::vector<int32_t>& part_of = merged.part_of;
  const int32_t num_ids = static_cast<int32_t>(merged.alive.size());

  // Entries in torch's dict order: graph order first (torch sorts by reverse
  // topological index, descending), then getitem reassignments appended. An
  // entry is stale once its node moved again (generation mismatch).
  struct Entry {
    NodeId node;
    int32_t gen;
  };
  std::vector<std::vector<Entry>> entries(num_ids);
  std::vector<int32_t> gen(n, 0);
  for (int32_t id = 0; id < num_ids; ++id) {
    if (!merged.alive[id]) continue;
    std::vector<NodeId>& ns = merged.nodes[id];
    std::sort(ns.begin(), ns.end());
    entries[id].reserve(ns.size());
    for (NodeId v : ns) entries[id].push_back({v, 0});
  }

  // getitem post-processing: a node whose users are all getitems pulls them
  // into its partition (or out of any), repeated until nothing changes.
  std::vector<uint8_t> is_getitem(n);
  for (NodeId v = 0; v < n; ++v) is_getitem[v] = target_flag(targets.getitem, g, v);
  std::vector<int32_t> slot(n, -1);
  std::vector<std::pair<NodeId, int32_t>> reassign;
  for (int64_t round = 0;; ++round) {
    if (round > static_cast<int64_t>(n) + 1) {
      throw std::runtime_error("getitem reassignment does not converge (torch would loop forever)");
    }
    reassign.clear();
    for (NodeId v = 0; v < n; ++v) {
      bool tuple_output = true;
      for (const NodeId* it = g.users.begin(v); it != g.users.end(v); ++it) {
        if (*it < 0 || !is_getitem[*it]) {
          tuple_output = false;
          break;
        }
      }
      if (!tuple_output) continue;
      const int32_t id = part_of[v];
      for (const NodeId* it = g.users.begin(v); it != g.users.end(v); ++it) {
        const NodeId u = *it;
        if (part_of[u] == id) continue;
        if (slot[u] < 0) {
          slot[u] = static_cast<int32_t>(reassign.size());
          reassign.push_back({u, id});
        } else {
          reassign[slot[u]].second = id;  // dict: first position, last value
        }
      }
    }
    if (reassign.empty()) break;
    for (auto& [u, id] : reassign) {
      slot[u] = -1;
      ++gen[u];
      part_of[u] = id;
      if (id != kNone) entries[id].push_back({u, gen[u]});
    }
  }

  std::vector<ProposedPartition> out;
  for (int32_t id = 0; id < num_ids; ++id) {
    if (!merged.alive[id]) continue;
    ProposedPartition p{id, {}};
    for (const Entry& e : entries[id]) {
      if (gen[e.node] == e.gen && part_of[e.node] == id) {
        p.nodes.push_back(e.node);
        if (e.gen == 0) ++p.num_ordered;
      }
    }
    if (!options.allows_single_node_partition && !passes_single_node_filter(g, p.nodes, targets)) continue;
    if (!p.nodes.empty()) out.push_back(std::move(p));
  }
  return out;
}


}  // namespace pyfxfast
