// Test-only: the previous exact merge phase (partition_merge_reference.cpp),
// the oracle for run_merge_phase beyond the sizes torch can run. Built only
// into pyfxfast._C_reference (CMake option PYFXFAST_TEST_KERNELS), never into _C.
#pragma once

#include <cstdint>
#include <vector>

#include "partition/partition_merge.hpp"

namespace pyfxfast {

MergedPartitions run_merge_phase_reference(const CompactGraph& g, const std::vector<uint8_t>& supported,
                                           const PartitionerOptions& options, PartitionerStats& stats);

}  // namespace pyfxfast
