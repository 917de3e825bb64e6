#include "partition_merge.hpp"

#include <algorithm>

#include "partition_bits.hpp"

namespace pyfxfast {
namespace {

using namespace partition_bits;

constexpr int32_t kNone = -1;
// Fast mode: node visits allowed for the cycle checks of one node's merges.
constexpr int64_t kFastStepBudget = int64_t{1} << 14;

// The greedy merge phase of torch's propose_partitions, default mode (with
// horizontal fusion); skip_horizontal_fusion=True runs partition_merge_vertical.
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
    if (!opt_.fast) {
      touched_.resize(n_);
      down_.resize(n_);
      down_at_.assign(n_, 0);
    }
    node_mark_.assign(n_, 0);
  }

  void run() {
    for (cur_ = n_ - 1; cur_ >= 0; --cur_) step(cur_);
  }

  MergedPartitions take() { return take_partitions(parts_, part_of_); }

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
      // down_[v]: torch's downstream_partitions((v,)), from the users' caches.
      Bits d;
      if (part_of_[v] != kNone) {
        d = maps_[part_of_[v]];
        set_bit(d, slot_[part_of_[v]]);
      }
      for (const NodeId* it = g_.users.begin(v); it != g_.users.end(v); ++it) {
        if (*it >= 0) or_into(d, fresh_down(*it));
      }
      down_[v] = std::move(d);
      down_at_[v] = read_upto_ = static_cast<int64_t>(log_.size());
    }
  }

  void merge_step(NodeId v) {
    int32_t created = kNone;
    if (supported_[v]) created = new_partition(v);
    if (opt_.fast) {
      if (created == kNone) return;
      // Candidates: the new partition, then its users' partitions (first seen).
      const std::vector<int32_t>& cands = user_partitions_.of(g_, v, part_of_, parts_.size());
      int32_t self = created;
      int64_t budget = kFastStepBudget;
      for (int32_t other : cands) {
        ++stats_.merge_attempts;
        ++stats_.cycle_searches;
        if (!pair_has_cycle(self, other, budget)) self = merge(self, other);
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
    // Only the bits that changed touch the transpose (recomputed sets differ little).
    const size_t words = std::max(old.size(), e.size());
    for (size_t w = 0; w < words; ++w) {
      const uint64_t was = w < old.size() ? old[w] : 0;
      const uint64_t now = w < e.size() ? e[w] : 0;
      for (uint64_t bits = was & ~now; bits != 0; bits &= bits - 1) {
        clear_bit(rsets_[w * 64 + __builtin_ctzll(bits)], sid);
      }
      for (uint64_t bits = now & ~was; bits != 0; bits &= bits - 1) {
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
      if (free_slots_.empty() && dead_slots_.size() >= std::max<size_t>(64, static_cast<size_t>(live_))) {
        sweep_dead_slots();
      }
      if (!free_slots_.empty()) {
        slot = free_slots_.back();
        free_slots_.pop_back();
        log_.push_back({kNone, slot});  // cached down_ sets may still hold the slot's dead owner
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
      if (detours_) set_eset(id, detour_set(id));
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
    const size_t moved = std::min(parts_[self].nodes.size(), parts_[other].nodes.size());
    const auto [m, r] = absorb_smaller(parts_, part_of_, self, other);  // r's nodes end up last in m's
    Part& pm = parts_[m];
    Part& pr = parts_[r];
    pm.hi = std::max(pm.hi, pr.hi);
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
      auto update = [&](NodeId x) {
        Bits& t = touched_[x];
        clear_bit(t, sr);
        set_bit(t, sm);
        return true;
      };
      const uint32_t visit = next_epoch();
      stack_.clear();
      const std::vector<NodeId>& all = parts_[m].nodes;
      for (size_t k = all.size() - moved; k < all.size(); ++k) {
        node_mark_[all[k]] = visit;
        stack_.push_back(all[k]);
        if (all[k] > cur_) update(all[k]);  // touched_ of the current node is not computed yet
      }
      climb_processed_inputs(g_, cur_, stack_, node_mark_, visit, update);
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
    clear_bit(live_slots_, sr);
    if (detours_) update_detours_after_merge(m, r);
    id_of_slot_[sr] = kNone;
    dead_slots_.push_back(sr);
    // m's map grew, and it holds r's nodes. A repeat of the last entry that no
    // cache has read yet adds nothing (a partition growing one node at a time).
    const int64_t size = static_cast<int64_t>(log_.size());
    if (size == 0 || log_.back().merged != m || read_upto_ >= size) log_.push_back({m, kNone});
  }

  // Detour sets after r merged into m: sets naming r name m instead (found
  // through the transpose), and the sets that went through the merged nodes
  // are recomputed: m's own and those of the partitions right upstream of m.
  void update_detours_after_merge(int32_t m, int32_t r) {
    const int32_t sm = slot_[m], sr = slot_[r];
    set_eset(r, Bits());
    const Bits holders = rsets_[sr];
    for (size_t w = 0; w < holders.size(); ++w) {
      for (uint64_t bits = holders[w]; bits != 0; bits &= bits - 1) {
        Bits& e = esets_[id_of_slot_[w * 64 + __builtin_ctzll(bits)]];
        clear_bit(e, sr);
        set_bit(e, sm);
      }
    }
    or_into(rsets_[sm], rsets_[sr]);
    Bits().swap(rsets_[sr]);
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

  // Dead partitions' slots stay in the maps until enough have died; then
  // one pass drops them from every live map and they become reusable
  // (amortized: one map word per death and map, instead of a pass per death).
  void sweep_dead_slots() {
    Bits dead;
    for (int32_t sl : dead_slots_) set_bit(dead, sl);
    for (int32_t c = head_; c != kNone; c = next_[c]) {
      if (static_cast<size_t>(c) >= maps_.size()) continue;  // being created: no map yet
      Bits& mp = maps_[c];
      for (size_t w = 0; w < mp.size() && w < dead.size(); ++w) mp[w] &= ~dead[w];
    }
    free_slots_.insert(free_slots_.end(), dead_slots_.begin(), dead_slots_.end());
    dead_slots_.clear();
  }

  // torch's downstream_partitions: ids (and their maps) of every assigned
  // node among `seeds` and everything downstream of them, from the cached
  // touched sets of the seeds.
  Bits downstream_partitions(const std::vector<NodeId>& seeds) {
    Bits acc;
    for (NodeId u : seeds) or_into(acc, fresh_down(u));
    // Cached sets may hold free slots (dead partitions); torch's has only live ids.
    if (acc.size() > live_slots_.size()) acc.resize(live_slots_.size());
    for (size_t w = 0; w < acc.size(); ++w) acc[w] &= live_slots_[w];
    return acc;
  }

  // down_[u] brought up to date: the union over the partitions c that u
  // touches of {c} and c's map. Since it was cached, only the merges and slot
  // reuses logged after it can have changed it: a reused slot's bit is
  // dropped (its old owner is dead; its new one is reached, if at all, only
  // through a logged merge), and each live merged partition that u now
  // touches adds itself and its current map (a superset of what the cache
  // held for it and for the partition it absorbed, dead ids aside).
  const Bits& fresh_down(NodeId u) {
    Bits& d = down_[u];
    const int64_t now = static_cast<int64_t>(log_.size());
    const int64_t from = down_at_[u];
    if (from == now) return d;
    read_upto_ = now;
    down_at_[u] = now;
    if (now - from > 64) {
      // A long way behind: rebuilding from the touched set may be cheaper.
      const Bits& t = touched_[u];
      int64_t members = 0;
      for (uint64_t w : t) members += __builtin_popcountll(w);
      if (members * static_cast<int64_t>(live_slots_.size()) < now - from) {
        d = t;
        for (size_t w = 0; w < t.size(); ++w) {
          for (uint64_t bits = t[w]; bits != 0; bits &= bits - 1) {
            or_into(d, maps_[id_of_slot_[w * 64 + __builtin_ctzll(bits)]]);
          }
        }
        return d;
      }
    }
    for (int64_t k = from; k < now; ++k) {
      if (log_[k].reused_slot >= 0) clear_bit(d, log_[k].reused_slot);
    }
    const uint32_t seen = next_epoch();
    for (int64_t k = from; k < now; ++k) {
      const int32_t m = log_[k].merged;
      if (m < 0 || !parts_[m].alive || part_mark_[m] == seen) continue;
      part_mark_[m] = seen;
      if (!bit(touched_[u], slot_[m])) continue;
      or_into(d, maps_[m]);
      set_bit(d, slot_[m]);
    }
    return d;
  }

  // torch's dfs_iter_find_cycle for merging a and b. It answers true when
  // a node at or after an outside user of the union lies in a or b, or in a
  // partition whose map names a or b: exactly when a or b is in torch's
  // downstream_partitions of those users, which the caches hold per user.
  bool torch_check(int32_t a, int32_t b) {
    const int32_t sa = slot_[a], sb = slot_[b];
    for (int32_t p : {a, b}) {
      for (NodeId u : ext_users_[p]) {
        const int32_t y = part_of_[u];
        if (y == a || y == b) continue;
        const Bits& d = fresh_down(u);
        if (bit(d, sa) || bit(d, sb)) return true;
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
  // Detour sets (and their transpose) serve only the horizontal passes.
  const bool detours_ = !opt_.fast;
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
  // By processed node: torch's downstream_partitions of it, as of log_[down_at_] (see fresh_down).
  std::vector<Bits> down_;
  std::vector<int64_t> down_at_;
  struct Event {
    int32_t merged;       // id that absorbed another (its map changed), or -1
    int32_t reused_slot;  // slot given to a new partition, or -1
  };
  std::vector<Event> log_;
  int64_t read_upto_ = 0;  // the largest down_at_ handed out
  std::vector<Bits> esets_;         // by id: see detour_set
  std::vector<Bits> rsets_;         // by slot s: slots of the partitions whose eset has s
  Bits live_slots_;
  const Bits empty_;
  std::vector<int32_t> free_slots_;  // reusable: in no live map
  std::vector<int32_t> dead_slots_;  // not reusable yet: live maps may still hold them
  int32_t num_slots_ = 0;
  std::vector<NodeId> users_;       // scratch: outside users of a merge
  std::vector<int32_t> holders_;    // scratch
  uint32_t visit_epoch_ = 0;
  std::vector<NodeId> stack_;
  UserPartitions user_partitions_;
};

}  // namespace

MergedPartitions run_merge_phase(const CompactGraph& g, const std::vector<uint8_t>& supported,
                                 const PartitionerOptions& options, PartitionerStats& stats) {
  if (options.skip_horizontal_fusion && !options.fast) return run_vertical_merge_phase(g, supported, stats);
  MergePhase phase(g, supported, options, stats);
  phase.run();
  return phase.take();
}

}  // namespace pyfxfast
