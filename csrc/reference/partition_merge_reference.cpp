// Test-only reference: the exact merge phase as verified identical to torch
// 2.13 before the per-node downstream caches (partition_merge.cpp). Kept
// unchanged so the tests can compare the two beyond torch's reach.
#include "reference/partition_merge_reference.hpp"

#include <algorithm>

#include "reference/partition_bits.hpp"

namespace pyfxfast {
namespace reference {
namespace {

using namespace partition_bits;

constexpr int32_t kNone = -1;
// Fast mode: node visits allowed for the cycle checks of one node's merges.
constexpr int64_t kFastStepBudget = int64_t{1} << 14;

// The greedy merge phase of torch's propose_partitions.
//
// Exact mode keeps torch's own bookkeeping: partition_users and
// partition_map (ids of partitions downstream of a partition, as they were
// when it was created or last merged; ids that later die or change are not
// updated, which is why torch can miss a cycle and why an exact quotient-graph
// check would not give torch's partitions). What it avoids is torch's work:
//  - touched_[v] caches, per processed node, the partitions at or after it,
//    so torch's downstream_partitions is a union of cached sets;
//  - detour sets (partitions reachable through an outside node) and their
//    transpose reject most candidates of a pass with a few word operations;
//    the rest get torch's check, bounded;
//  - a pass that changed nothing is not repeated.
// Fast mode (see PartitionerOptions::fast) only shares the stepping.
class MergePhase {
 public:
  MergePhase(const CompactGraph& g, const std::vector<uint8_t>& supported, const PartitionerOptions& opt,
             PartitionerStats& stats)
      : g_(g), supported_(supported), opt_(opt), stats_(stats), n_(static_cast<NodeId>(g.num_nodes())) {
    part_of_.assign(n_, kNone);
    mark2_.assign(n_, 0);
    if (!opt_.fast) touched_.resize(n_);
    node_mark_.assign(n_, 0);
  }

  void run() {
    for (cur_ = n_ - 1; cur_ >= 0; --cur_) step(cur_);
  }

  std::vector<int32_t>& part_of() { return part_of_; }
  int32_t num_ids() const { return static_cast<int32_t>(parts_.size()); }
  bool alive(int32_t id) const { return parts_[id].alive; }
  std::vector<NodeId>& nodes(int32_t id) { return parts_[id].nodes; }

 private:
  struct Part {
    std::vector<NodeId> nodes;
    int32_t order;       // torch's partitions_order: the smallest id merged in
    NodeId hi;           // largest node position
    bool alive = true;
  };

  void step(NodeId v) {
    merge_step(v);
    if (!opt_.fast) {
      // touched_[v]: slots of the partitions among v and everything after it.
      Bits t;
      for (const NodeId* it = g_.users.begin(v); it != g_.users.end(v); ++it) {
        if (*it >= 0) or_into(t, touched_[*it]);
      }
      if (part_of_[v] != kNone) set_bit(t, slot_[part_of_[v]]);
      touched_[v] = std::move(t);
    }
  }

  void merge_step(NodeId v) {
    int32_t created = kNone;
    if (supported_[v]) created = new_partition(v);
    if (opt_.skip_horizontal_fusion || opt_.fast) {
      if (created == kNone) return;
      // Candidates: the new partition, then its users' partitions (first seen).
      std::vector<int32_t> cands;
      for (const NodeId* it = g_.users.begin(v); it != g_.users.end(v); ++it) {
        if (*it < 0) continue;
        int32_t p = part_of_[*it];
        if (p != kNone && std::find(cands.begin(), cands.end(), p) == cands.end()) cands.push_back(p);
      }
      int32_t self = created;
      int64_t budget = kFastStepBudget;
      for (int32_t other : cands) {
        ++stats_.merge_attempts;
        ++stats_.cycle_searches;
        const bool cycle = opt_.fast ? pair_has_cycle(self, other, budget) : torch_check(self, other);
        if (!cycle) self = merge(self, other);
      }
      return;
    }
    horizontal_pass(created);
  }

  // All live partitions in partitions_order order are candidates; a pass that
  // starts from the head and merges nothing repeats itself until something changes.
  // A candidate with a node-level detour to or from self fails torch's check
  // whatever its maps say, so only the others (few) are looked at, in order.
  void horizontal_pass(int32_t created) {
    stats_.merge_attempts += std::max<int64_t>(0, live_ - 1);
    if (created == kNone && stable_changes_ == changes_) return;
    int32_t self = created != kNone ? created : head_;
    if (self == kNone) return;
    const int64_t changes_at_start = changes_;
    int32_t after = created != kNone ? -1 : parts_[self].order;  // candidates left: order > after
    for (bool merged = true; merged;) {
      merged = false;
      for (int32_t x : undetoured(self, after)) {
        ++stats_.cycle_searches;
        if (torch_check(self, x)) continue;
        after = parts_[x].order;
        self = merge(self, x);
        merged = true;
        break;
      }
    }
    // Record a fixpoint only for passes that start at the head (unsupported nodes).
    stable_changes_ = (created == kNone && changes_ == changes_at_start) ? changes_ : -1;
  }

  // Live partitions other than self with order > after and no detour between
  // them and self, by order.
  std::vector<int32_t> undetoured(int32_t self, int32_t after) {
    const int32_t ss = slot_[self];
    Bits u = live_slots_;
    const Bits& e = esets_[self];
    const Bits& r = ss < static_cast<int32_t>(rsets_.size()) ? rsets_[ss] : empty_;
    for (size_t w = 0; w < u.size(); ++w) {
      if (w < e.size()) u[w] &= ~e[w];
      if (w < r.size()) u[w] &= ~r[w];
    }
    clear_bit(u, ss);
    std::vector<int32_t> out;
    for (size_t w = 0; w < u.size(); ++w) {
      for (uint64_t bits = u[w]; bits != 0; bits &= bits - 1) {
        const int32_t x = id_of_slot_[w * 64 + __builtin_ctzll(bits)];
        if (parts_[x].order > after) out.push_back(x);
      }
    }
    std::sort(out.begin(), out.end(), [&](int32_t a, int32_t b) { return parts_[a].order < parts_[b].order; });
    return out;
  }

  // Replaces esets_[id], keeping rsets_ (its transpose, by slot) in step.
  void set_eset(int32_t id, Bits e) {
    const int32_t sid = slot_[id];
    const Bits& old = esets_[id];
    for (size_t w = 0; w < old.size(); ++w) {
      for (uint64_t bits = old[w]; bits != 0; bits &= bits - 1) clear_bit(rsets_[w * 64 + __builtin_ctzll(bits)], sid);
    }
    for (size_t w = 0; w < e.size(); ++w) {
      for (uint64_t bits = e[w]; bits != 0; bits &= bits - 1) {
        const size_t t = w * 64 + __builtin_ctzll(bits);
        if (t >= rsets_.size()) rsets_.resize(t + 1);
        set_bit(rsets_[t], sid);
      }
    }
    esets_[id] = std::move(e);
  }

  int32_t new_partition(NodeId v) {
    const int32_t id = static_cast<int32_t>(parts_.size());
    Part p;
    p.nodes.push_back(v);
    p.order = id;
    p.hi = v;
    parts_.push_back(std::move(p));
    part_of_[v] = id;
    part_mark_.push_back(0);
    // New partitions have the largest order: append to the live list.
    prev_.push_back(tail_);
    next_.push_back(kNone);
    if (tail_ != kNone) next_[tail_] = id; else head_ = id;
    tail_ = id;
    if (!opt_.fast) {
      std::vector<NodeId>& users = ext_users_.emplace_back();
      for (const NodeId* it = g_.users.begin(v); it != g_.users.end(v); ++it) {
        if (*it >= 0) users.push_back(*it);
      }
      // Map bits are slots, reused after a partition dies (dead ids are never
      // asked about, so dropping them from every map changes no answer).
      int32_t slot = num_slots_;
      if (!free_slots_.empty()) {
        slot = free_slots_.back();
        free_slots_.pop_back();
      } else {
        ++num_slots_;
      }
      slot_.push_back(slot);
      if (static_cast<size_t>(slot) >= id_of_slot_.size()) id_of_slot_.resize(slot + 1, kNone);
      id_of_slot_[slot] = id;
      maps_.emplace_back();
      maps_[id] = downstream_partitions(users);
      set_bit(live_slots_, slot);
      if (static_cast<size_t>(slot) >= rsets_.size()) rsets_.resize(slot + 1);
      esets_.emplace_back();
      set_eset(id, detour_set(id));
    }
    ++live_;
    ++changes_;
    return id;
  }

  void unlink(int32_t id) {
    if (prev_[id] != kNone) next_[prev_[id]] = next_[id]; else head_ = next_[id];
    if (next_[id] != kNone) prev_[next_[id]] = prev_[id]; else tail_ = prev_[id];
  }

  // torch's maybe_merge_partition after a successful check; returns merge_id.
  int32_t merge(int32_t self, int32_t other) {
    ++stats_.merges;
    int32_t m = self, r = other;
    if (parts_[self].nodes.size() < parts_[other].nodes.size()) std::swap(m, r);
    Part& pm = parts_[m];
    Part& pr = parts_[r];
    for (NodeId v : pr.nodes) part_of_[v] = m;
    const size_t moved = pr.nodes.size();  // r's nodes end up last in pm.nodes
    pm.nodes.insert(pm.nodes.end(), pr.nodes.begin(), pr.nodes.end());
    std::vector<NodeId>().swap(pr.nodes);
    pm.hi = std::max(pm.hi, pr.hi);
    pr.alive = false;
    // The merged partition takes the smaller order and that list position.
    if (pm.order < pr.order) {
      unlink(r);
    } else {
      pm.order = pr.order;
      unlink(m);
      prev_[m] = prev_[r];
      next_[m] = next_[r];
      if (prev_[r] != kNone) next_[prev_[r]] = m; else head_ = m;
      if (next_[r] != kNone) prev_[next_[r]] = m; else tail_ = m;
    }
    --live_;
    ++changes_;
    if (!opt_.fast) update_map_after_merge(m, r, moved);
    return m;
  }

  // torch: partition_users[m] = outside users of the union; partition_map[m]
  // = (map[m] | map[r] | downstream_partitions(those users)) - {m, r}.
  void update_map_after_merge(int32_t m, int32_t r, size_t moved) {
    const int32_t sm = slot_[m], sr = slot_[r];
    // Nodes whose downstream touched r now touch m (torch updates assignment
    // first): exactly r's nodes and their processed ancestors.
    {
      const uint32_t visit = next_epoch();
      stack_.clear();
      const std::vector<NodeId>& all = parts_[m].nodes;
      for (size_t k = all.size() - moved; k < all.size(); ++k) {
        node_mark_[all[k]] = visit;
        stack_.push_back(all[k]);
      }
      while (!stack_.empty()) {
        const NodeId x = stack_.back();
        stack_.pop_back();
        if (x <= cur_) continue;  // touched_ not computed yet
        Bits& t = touched_[x];
        clear_bit(t, sr);
        set_bit(t, sm);
        for (const NodeId* it = g_.inputs.begin(x); it != g_.inputs.end(x); ++it) {
          if (*it > cur_ && node_mark_[*it] != visit) {
            node_mark_[*it] = visit;
            stack_.push_back(*it);
          }
        }
      }
    }
    const uint32_t seen = next_epoch();
    std::vector<NodeId> users;
    for (int32_t p : {m, r}) {
      for (NodeId u : ext_users_[p]) {
        if (part_of_[u] == m || mark2_[u] == seen) continue;
        mark2_[u] = seen;
        users.push_back(u);
      }
    }
    std::vector<NodeId>().swap(ext_users_[r]);
    ext_users_[m] = users;
    or_into(maps_[m], maps_[r]);
    Bits().swap(maps_[r]);
    Bits down = downstream_partitions(users);
    or_into(maps_[m], down);
    clear_bit(maps_[m], sm);
    set_eset(r, Bits());
    for (int32_t c = head_; c != kNone; c = next_[c]) {
      clear_bit(maps_[c], sr);
      Bits& e = esets_[c];
      if (bit(e, sr)) {
        clear_bit(e, sr);
        set_bit(e, sm);
      }
    }
    or_into(rsets_[sm], rsets_[sr]);
    Bits().swap(rsets_[sr]);
    clear_bit(live_slots_, sr);
    // Detour sets that went through the merged nodes are recomputed: the
    // partition right upstream of m, and m itself.
    set_eset(m, detour_set(m));
    const uint32_t redo = next_epoch();
    part_mark_[m] = redo;
    for (NodeId y : parts_[m].nodes) {
      for (const NodeId* it = g_.inputs.begin(y); it != g_.inputs.end(y); ++it) {
        if (*it < 0) continue;
        const int32_t x = part_of_[*it];
        if (x == kNone || part_mark_[x] == redo) continue;
        part_mark_[x] = redo;
        set_eset(x, detour_set(x));
      }
    }
    id_of_slot_[sr] = kNone;
    free_slots_.push_back(sr);
  }

  // Slots of the partitions that p reaches through a node outside p and
  // outside the target (node level): from each outside user w, everything w
  // touches except w's own partition (reached from p directly).
  Bits detour_set(int32_t p) {
    Bits e;
    for (NodeId w : ext_users_[p]) {
      const int32_t y = part_of_[w];
      or_into_except(e, touched_[w], y == kNone ? -1 : slot_[y]);
    }
    return e;
  }

  // torch's downstream_partitions: ids (and their maps) of every assigned
  // node among `seeds` and everything downstream of them, from the cached
  // touched sets of the seeds.
  Bits downstream_partitions(const std::vector<NodeId>& seeds) {
    Bits touched;
    for (NodeId u : seeds) or_into(touched, touched_[u]);
    Bits acc = touched;
    for (size_t w = 0; w < touched.size(); ++w) {
      for (uint64_t bits = touched[w]; bits != 0; bits &= bits - 1) {
        const int32_t s = static_cast<int32_t>(w * 64 + __builtin_ctzll(bits));
        or_into(acc, maps_[id_of_slot_[s]]);
      }
    }
    return acc;
  }

  // torch's dfs_iter_find_cycle for merging a and b: from the union's
  // outside users, reaching a member, or a partition whose map names a or b.
  // Members lie at or before the union's last node, so the walk for them stops
  // there; partitions naming a or b ("holders") are few (only partitions
  // created after a or b can name them), and each is tested by walking back
  // from its nodes to the outside users.
  bool torch_check(int32_t a, int32_t b) {
    const NodeId bound = std::max(parts_[a].hi, parts_[b].hi);
    const uint32_t visit = next_epoch();
    stack_.clear();
    users_.clear();
    for (int32_t p : {a, b}) {
      for (NodeId u : ext_users_[p]) {
        const int32_t y = part_of_[u];
        if (y == a || y == b || node_mark_[u] == visit) continue;
        node_mark_[u] = visit;
        users_.push_back(u);
        if (u <= bound) stack_.push_back(u);
      }
    }
    while (!stack_.empty()) {
      const NodeId x = stack_.back();
      stack_.pop_back();
      for (const NodeId* it = g_.users.begin(x); it != g_.users.end(x); ++it) {
        const NodeId u = *it;
        if (u < 0 || u > bound || node_mark_[u] == visit) continue;
        const int32_t c = part_of_[u];
        if (c == a || c == b) return true;
        node_mark_[u] = visit;
        stack_.push_back(u);
      }
    }
    const int32_t sa = slot_[a], sb = slot_[b];
    holders_.clear();
    for (int32_t c = head_; c != kNone; c = next_[c]) {
      if (bit(maps_[c], sa) || bit(maps_[c], sb)) holders_.push_back(c);
    }
    if (holders_.empty()) return false;
    const uint32_t is_user = next_epoch();
    for (NodeId u : users_) mark2_[u] = is_user;
    const uint32_t back = next_epoch();
    stack_.clear();
    for (int32_t c : holders_) {
      for (NodeId y : parts_[c].nodes) {
        if (node_mark_[y] != back) {
          node_mark_[y] = back;
          stack_.push_back(y);
        }
      }
    }
    while (!stack_.empty()) {
      const NodeId x = stack_.back();
      stack_.pop_back();
      if (mark2_[x] == is_user) return true;
      for (const NodeId* it = g_.inputs.begin(x); it != g_.inputs.end(x); ++it) {
        const NodeId w = *it;
        if (w < cur_ || node_mark_[w] == back) continue;
        node_mark_[w] = back;
        stack_.push_back(w);
      }
    }
    return false;
  }

  // Fast mode: true if merging a and b creates a cycle, or if telling would
  // take more than `budget` more node visits (then the merge is not made, so
  // partitions stay acyclic and each node costs bounded work). The walk goes
  // backwards from the union's outside inputs; only processed nodes (position
  // >= cur_) can lie on a path between partitions, and few of those are near
  // the current node. (Walking forwards could not stop early: entering a
  // partition jumps to all its nodes.)
  bool pair_has_cycle(int32_t a, int32_t b, int64_t& budget) {
    const uint32_t visit = next_epoch();
    stack_.clear();
    bool found = false;
    auto enter = [&](NodeId u) {
      if (u < cur_ || node_mark_[u] == visit) return;
      const int32_t y = part_of_[u];
      if (y == a || y == b) {
        found = true;
        return;
      }
      if (y == kNone) {
        node_mark_[u] = visit;
        stack_.push_back(u);
        --budget;
      } else if (part_mark_[y] != visit) {
        part_mark_[y] = visit;
        for (NodeId w : parts_[y].nodes) {
          node_mark_[w] = visit;
          stack_.push_back(w);
        }
        budget -= static_cast<int64_t>(parts_[y].nodes.size());
      }
    };
    for (int32_t p : {a, b}) {
      budget -= static_cast<int64_t>(parts_[p].nodes.size());
      if (budget < 0) return true;
      for (NodeId s : parts_[p].nodes) {
        for (const NodeId* it = g_.inputs.begin(s); it != g_.inputs.end(s); ++it) {
          if (*it >= 0 && part_of_[*it] != a && part_of_[*it] != b) enter(*it);
        }
      }
    }
    while (!stack_.empty() && !found) {
      if (budget < 0) return true;
      const NodeId x = stack_.back();
      stack_.pop_back();
      for (const NodeId* it = g_.inputs.begin(x); it != g_.inputs.end(x); ++it) {
        if (*it >= 0) enter(*it);
      }
    }
    return found || budget < 0;
  }

  // A fresh mark value for node_mark_/part_mark_/mark2_ (cleared on wrap-around).
  uint32_t next_epoch() {
    if (++visit_epoch_ == 0) {
      std::fill(node_mark_.begin(), node_mark_.end(), 0);
      std::fill(part_mark_.begin(), part_mark_.end(), 0);
      std::fill(mark2_.begin(), mark2_.end(), 0);
      visit_epoch_ = 1;
    }
    return visit_epoch_;
  }

  const CompactGraph& g_;
  const std::vector<uint8_t>& supported_;
  const PartitionerOptions& opt_;
  PartitionerStats& stats_;
  const NodeId n_;
  NodeId cur_ = 0;

  std::vector<int32_t> part_of_;
  std::vector<Part> parts_;
  std::vector<int32_t> prev_, next_;
  int32_t head_ = kNone, tail_ = kNone;
  int64_t live_ = 0;
  int64_t changes_ = 0;
  int64_t stable_changes_ = -1;

  std::vector<uint32_t> node_mark_, part_mark_, mark2_;
  // Exact mode: torch's partition_users and partition_map, by partition id.
  std::vector<std::vector<NodeId>> ext_users_;
  std::vector<Bits> maps_;          // by id, over slots
  std::vector<int32_t> slot_;       // by id
  std::vector<int32_t> id_of_slot_;
  std::vector<Bits> touched_;       // by processed node: slots of partitions at or after it
  std::vector<Bits> esets_;         // by id: see detour_set
  std::vector<Bits> rsets_;         // by slot s: slots of the partitions whose eset has s
  Bits live_slots_;
  const Bits empty_;
  std::vector<int32_t> free_slots_;
  int32_t num_slots_ = 0;
  std::vector<NodeId> users_;       // scratch: outside users of a merge
  std::vector<int32_t> holders_;    // scratch
  uint32_t visit_epoch_ = 0;
  std::vector<NodeId> stack_;
};

}  // namespace
}  // namespace reference

MergedPartitions run_merge_phase_reference(const CompactGraph& g, const std::vector<uint8_t>& supported,
                                 const PartitionerOptions& options, PartitionerStats& stats) {
  reference::MergePhase phase(g, supported, options, stats);
  phase.run();
  MergedPartitions out;
  out.part_of = std::move(phase.part_of());
  const int32_t num_ids = phase.num_ids();
  out.nodes.resize(num_ids);
  out.alive.resize(num_ids);
  for (int32_t id = 0; id < num_ids; ++id) {
    out.alive[id] = phase.alive(id);
    if (out.alive[id]) out.nodes[id] = std::move(phase.nodes(id));
  }
  return out;
}

}  // namespace pyfxfast
