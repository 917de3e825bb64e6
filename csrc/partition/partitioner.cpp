#include "partition/partitioner.hpp"

#include <stdexcept>

#include "partition/partition_merge.hpp"
#include "partition/partition_post.hpp"

namespace pyfxfast {

std::vector<ProposedPartition> propose_partitions(const CompactGraph& g, const std::vector<uint8_t>& supported,
                                                  const PartitionerTargets& targets,
                                                  const PartitionerOptions& options, PartitionerStats* stats,
                                                  MergePhase merge) {
  const NodeId n = static_cast<NodeId>(g.num_nodes());
  if (static_cast<NodeId>(supported.size()) != n) throw std::invalid_argument("supported mask has the wrong size");
  if (!g.is_topologically_ordered()) throw std::invalid_argument("graph is not topologically ordered");
  PartitionerStats local;
  if (merge == nullptr) merge = run_merge_phase;
  MergedPartitions merged = merge(g, supported, options, stats ? *stats : local);
  return finish_partitions(g, std::move(merged), targets, options);
}

}  // namespace pyfxfast
