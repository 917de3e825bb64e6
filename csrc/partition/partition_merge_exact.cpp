// The merge phase of CapabilityBasedPartitioner.propose_partitions, exact:
// torch's greedy loop replayed step by step, in both modes (default, with
// horizontal fusion; skip_horizontal_fusion=True).
//
// It keeps torch's own bookkeeping: partition_users and partition_map (ids of
// partitions downstream of a partition, as they were when it was created or
// last merged; ids that later die or change are not updated, which is why
// torch can miss a cycle and why an exact check on the partition graph would
// not give torch's partitions). What it avoids is torch's work:
//  - every set of partitions is kept as runs of keys (partition_keys.hpp), so
//    a set costs what its runs cost, not what the number of partitions costs;
//  - per processed node, the partitions it reaches (touched_) and torch's
//    downstream_partitions of it (down_), brought up to date from merge times;
//  - in default mode, only candidates that may pass torch's check are tried
//    (see horizontal_pass).
//
// In skip mode a partition gets its key when another node or partition first
// records it (on chains, the partitions downstream of a node are then one
// run); in default mode, when it is created. A partition's own nodes know it
// through part_of_. Dead ids are never asked about, so sets keep them
// wherever that keeps runs whole.
#include <algorithm>

#include "partition/partition_keys.hpp"
#include "partition/partition_merge.hpp"

namespace pyfxfast {
namespace {

constexpr int32_t kNone = -1;
// Partitions with more outside users than this keep an aggregate of their sets.
constexpr size_t kDirectUsers = 8;

class ExactMerge {
 public:
  ExactMerge(const CompactGraph& g, const std::vector<uint8_t>& supported, bool horizontal, PartitionerStats& stats)
      : g_(g), supported_(supported), horizontal_(horizontal), stats_(stats), n_(static_cast<NodeId>(g.num_nodes())),
        merge_times_(std::max<int64_t>(1, g.num_nodes())),
        changed_by_order_(horizontal ? std::max<int64_t>(1, g.num_nodes()) : 1) {
    part_of_.assign(n_, kNone);
    touched_.resize(n_);
    down_.resize(n_);
    down_at_.assign(n_, 0);
    node_mark_.assign(n_, 0);
    // One id per supported node: reserving them saves the copies of growing.
    const size_t ids = std::count_if(supported.begin(), supported.end(), [](uint8_t s) { return s != 0; });
    parts_.reserve(ids);
    ext_users_.reserve(ids);
    maps_.reserve(ids);
    aggs_.reserve(ids);
    reached_.reserve(ids);
    for (auto* v : {&map_at_, &agg_at_, &merged_at_}) v->reserve(ids);
    if (horizontal) {
      for (auto* v : {&order_, &id_by_order_, &prev_, &next_}) v->reserve(ids);
      for (auto* v : {&changed_at_, &walked_}) v->reserve(ids);
    }
  }

  void run() {
    for (cur_ = n_ - 1; cur_ >= 0; --cur_) step(cur_);
  }

  MergedPartitions take() { return take_partitions(parts_, part_of_); }

 private:
  using Part = MergePart;

  void step(NodeId v) {
    if (horizontal_) {
      horizontal_pass(v);
    } else if (supported_[v]) {
      const int32_t created = new_partition(v);
      // Candidates: the users' partitions, first seen first.
      const std::vector<int32_t>& cands = user_partitions_.of(g_, v, part_of_, parts_.size());
      int32_t self = created;
      for (int32_t other : cands) {
        ++stats_.merge_attempts;
        ++stats_.cycle_searches;
        if (!torch_check(self, other)) self = merge(self, other);
      }
    }
    const int32_t own = part_of_[v];
    // touched_[v]: keys of the partitions other than v's own with a node after v that v reaches.
    KeyRuns t;
    for (const NodeId* it = g_.users.begin(v); it != g_.users.end(v); ++it) {
      if (*it < 0) continue;
      const int32_t p = part_of_[*it];
      if (p != kNone && p != own) {
        t.insert(keys_.key_for(p), keys_.dead());
        reached_[p] = 1;
      }
      t.insert_all(touched_[*it], keys_.dead());
    }
    touched_[v] = std::move(t);
    compute_down(v);
  }

  // Default mode: torch tries every live partition, in partitions_order,
  // against self (v's new partition, or else the first live partition),
  // which becomes merge_id after each merge.
  //
  // Only candidates that may pass are tried. A failed pair fails again
  // while neither side has changed in a way that can drop the outside user
  // that made it fail (note_change): torch's downstream sets and maps only
  // grow, dead ids aside. So a pass from an unchanged head tries only the
  // partitions changed since the last one, and so does the walk after a new
  // node joined a partition that was walked before. v's own partition first
  // tries only what no user of v rules out (fresh_candidates).
  void horizontal_pass(NodeId v) {
    const int32_t created = supported_[v] ? new_partition(v) : kNone;
    stats_.merge_attempts += std::max<int64_t>(0, live_ - 1);
    if (created == kNone) {
      if (live_ >= 2) walk_rest(head_, next_[head_], head_walked_);
      return;
    }
    // The creation is a change (note_change), noted once the first pass has
    // decided: nothing reads change times before, and a new partition that
    // merges away at once (the usual case) then never touches the trees.
    const int32_t x = live_ < 2 ? kNone : first_passing(created, fresh_candidates(created));
    if (x == kNone) {
      note_change(created);
      return;
    }
    const int32_t from = next_after_merge_;
    const int32_t self = merge(created, x);
    walk_rest(self, from, walked_[self]);  // merges make no new ids: walked_ stays put
  }

  // Tries self against every live partition from `from` on (those after
  // self's place in the order), merging where torch's check passes; only
  // the ones changed since `walked` if self has not changed since then.
  // `walked` becomes now() if nothing merged, and stays stale otherwise.
  void walk_rest(int32_t self, int32_t from, int64_t& walked) {
    if (walked >= changed_at_[self]) {
      const int32_t y = first_passing(self, changed_since(walked, self));
      if (y == kNone) {
        walked = now();
      } else {
        walk_on(merge(self, y), next_after_merge_);
      }
      return;
    }
    const int64_t merges = stats_.merges;
    walk_on(self, from);
    if (stats_.merges == merges) walked = now();
  }

  // The first of `cands` (by order) that passes torch's check against self;
  // next_after_merge_ is the partition after it in the order.
  int32_t first_passing(int32_t self, const std::vector<int32_t>& cands) {
    for (int32_t x : cands) {
      ++stats_.cycle_searches;
      if (torch_check(self, x)) continue;
      next_after_merge_ = next_[x];
      return x;
    }
    return kNone;
  }

  // Tries every live partition from `from` on, in order, against self,
  // merging where torch's check passes. Returns self.
  int32_t walk_on(int32_t self, int32_t from) {
    // `from` followed a partition that merged into self: if it died, it was
    // the old self, the last one.
    for (int32_t y = from != kNone && parts_[from].alive ? from : kNone; y != kNone;) {
      if (y == self) {
        y = next_[y];
        continue;
      }
      ++stats_.cycle_searches;
      if (torch_check(self, y)) {
        y = next_[y];
        continue;
      }
      const int32_t after = next_[y];
      self = merge(self, y);
      y = after != kNone && parts_[after].alive ? after : kNone;
    }
    return self;
  }

  int64_t now() const { return changes_; }

  // Live partitions after self in the order that changed after time t, in order.
  const std::vector<int32_t>& changed_since(int64_t t, int32_t self) {
    cands_.clear();
    changed_by_order_.for_each_after(order_[self] + 1, static_cast<int32_t>(id_by_order_.size()), t,
                                     [&](int32_t o) { cands_.push_back(id_by_order_[o]); });
    return cands_;
  }

  // Candidates for v's new partition {v}: the partitions outside the union
  // of torch's downstream sets of v's users (self's aggregate, exact when it
  // is new). Any y inside it fails torch's check: if a user u outside y has
  // y in its set, u is an outside user of the union that reaches y; if u is
  // in y, the path that leaves y and comes back passes an outside user of y,
  // whose set holds y too.
  const std::vector<int32_t>& fresh_candidates(int32_t self) {
    cands_.clear();
    aggs_[self].for_each_live_outside(keys_.num_keys(), keys_.dead(), [&](int32_t k) {
      const int32_t id = keys_.id_of(k);
      if (id != self) cands_.push_back(id);
    });
    std::sort(cands_.begin(), cands_.end(), [&](int32_t a, int32_t b) { return order_[a] < order_[b]; });
    return cands_;
  }

  // id was created, or merged in a way that may drop an outside user that
  // made one of its pairs fail: anything but taking in only the current
  // node (nobody's user) and keeping its id.
  void note_change(int32_t id) {
    changed_at_[id] = ++changes_;
    changed_by_order_.set(order_[id], changes_);
  }

  void unlink(int32_t id) {
    if (prev_[id] != kNone) next_[prev_[id]] = next_[id]; else head_ = next_[id];
    if (next_[id] != kNone) prev_[next_[id]] = prev_[id]; else tail_ = prev_[id];
  }

  // torch's partitions_order after r merged into m: m takes the smaller
  // order and that place in the list.
  void merge_orders(int32_t m, int32_t r, bool took_new_node) {
    changed_by_order_.set(std::max(order_[m], order_[r]), 0);
    if (order_[m] < order_[r]) {
      unlink(r);
    } else {
      order_[m] = order_[r];
      id_by_order_[order_[m]] = m;
      changed_by_order_.set(order_[m], changed_at_[m]);
      unlink(m);
      prev_[m] = prev_[r];
      next_[m] = next_[r];
      if (prev_[r] != kNone) next_[prev_[r]] = m; else head_ = m;
      if (next_[r] != kNone) prev_[next_[r]] = m; else tail_ = m;
    }
    --live_;
    if (!took_new_node) note_change(m);
  }

  int32_t new_partition(NodeId v) {
    const int32_t id = static_cast<int32_t>(parts_.size());
    Part p;
    p.nodes.push_back(v);
    parts_.push_back(std::move(p));
    part_of_[v] = id;
    keys_.add_partition();
    // Default mode enumerates candidates by key (fresh_candidates): all have one.
    if (horizontal_) keys_.key_for(id);
    std::vector<NodeId>& users = ext_users_.emplace_back();
    for (const NodeId* it = g_.users.begin(v); it != g_.users.end(v); ++it) {
      if (*it >= 0) users.push_back(*it);
    }
    maps_.emplace_back();
    aggs_.emplace_back();
    merged_at_.push_back(0);
    reached_.push_back(0);
    add_users_sets(id, maps_[id], aggs_[id]);
    map_at_.push_back(clock_);
    agg_at_.push_back(clock_);
    if (horizontal_) {
      // New partitions have the largest order: append to the live list.
      order_.push_back(id);
      id_by_order_.push_back(id);
      prev_.push_back(tail_);
      next_.push_back(kNone);
      if (tail_ != kNone) next_[tail_] = id; else head_ = id;
      tail_ = id;
      ++live_;
      changed_at_.push_back(0);  // horizontal_pass notes the creation
      walked_.push_back(-1);
    }
    return id;
  }

  // For each outside user u of p (as listed: may repeat, or lie in p or in
  // `also_inside` now): map |= torch's downstream_partitions((u,)), agg |= down_[u].
  void add_users_sets(int32_t p, KeyRuns& map, KeyRuns& agg, int32_t also_inside = kNone) {
    const uint32_t seen = next_epoch();
    for (NodeId u : ext_users_[p]) {
      const int32_t y = part_of_[u];
      if (node_mark_[u] == seen || y == p || (y != kNone && y == also_inside)) continue;
      node_mark_[u] = seen;
      const KeyRuns& d = fresh_down(u);
      if (y != kNone) map.insert(keys_.key_for(y), keys_.dead());
      map.insert_all(d, keys_.dead());
      agg.insert_all(d, keys_.dead());
    }
  }

  // torch's maybe_merge_partition after a successful check; returns merge_id.
  //
  // torch recomputes downstream_partitions over all outside users of the
  // union. A side whose map was computed with no merge since (map_at_ ==
  // clock_) has users whose sets are all inside its map already, so only the
  // other side's users are read: a node with many users (a weight
  // placeholder) merging with them one by one costs O(1) per merge.
  int32_t merge(int32_t self, int32_t other) {
    ++stats_.merges;
    const size_t moved = std::min(parts_[self].nodes.size(), parts_[other].nodes.size());
    const auto [m, r] = absorb_smaller(parts_, part_of_, self, other);
    // r was only the current node: no processed node reaches it.
    const bool took_new_node = moved == 1 && parts_[m].nodes.back() == cur_;
    if (took_new_node) map_before_ = maps_[m];
    if (horizontal_) merge_orders(m, r, took_new_node);
    // Nobody recorded r (it has no key): no other node reaches it.
    if (keys_.key(r) != KeyBook::kNoKey) {
      note_reachers(m, moved);
      merge_times_.set(keys_.key(r), 0);
      reached_[m] |= reached_[r];
    }
    keys_.kill(r);
    KeyRuns map_add, agg;
    for (int32_t p : {m, r}) {
      if (map_at_[p] == clock_) {
        agg.insert_all(aggs_[p], keys_.dead());
      } else {
        add_users_sets(p, map_add, agg, m);  // r's users now inside m are no outside users of the union
      }
    }
    // torch's partition_users of the union (kept as a list that may repeat or
    // hold nodes now inside m; readers skip those): the longer list absorbs the other.
    if (ext_users_[m].size() < ext_users_[r].size()) ext_users_[m].swap(ext_users_[r]);
    ext_users_[m].insert(ext_users_[m].end(), ext_users_[r].begin(), ext_users_[r].end());
    std::vector<NodeId>().swap(ext_users_[r]);
    maps_[m].insert_all(maps_[r], keys_.dead());
    maps_[r].clear();
    aggs_[r].clear();
    maps_[m].insert_all(map_add, keys_.dead());
    // torch drops m and r; r's key is dead (never asked about).
    if (keys_.key(m) != KeyBook::kNoKey) maps_[m].erase(keys_.key(m));
    // An outside user that reaches m (a cycle torch's stale maps let through)
    // now also holds m and its new map. If m only took in the current node,
    // such a user reached m before and its set, in agg, holds m already.
    if (reached_[m] && (!took_new_node || agg.contains(keys_.key(m)))) {
      agg.insert(keys_.key_for(m), keys_.dead());
      agg.insert_all(maps_[m], keys_.dead());
    }
    aggs_[m] = std::move(agg);
    if (took_new_node && maps_[m] == map_before_) {
      // Nobody's set changed: caches stay up to date.
      map_at_[m] = agg_at_[m] = clock_;
      return m;
    }
    // m's map grew, or it holds nodes others reach: caches of the nodes
    // reaching m are stale from now on.
    merged_at_[m] = map_at_[m] = agg_at_[m] = ++clock_;
    if (keys_.key(m) != KeyBook::kNoKey) merge_times_.set(keys_.key(m), clock_);
    return m;
  }

  // The processed nodes that reached the `moved` nodes last added to m (r's)
  // now reach m: record m's key in their touched sets. A node that already
  // records m, or lies in m, has ancestors that all do too.
  void note_reachers(int32_t m, size_t moved) {
    const int32_t km = keys_.key_for(m);
    const uint32_t visit = next_epoch();
    walk_.clear();
    const std::vector<NodeId>& all = parts_[m].nodes;
    for (size_t k = all.size() - moved; k < all.size(); ++k) {
      node_mark_[all[k]] = visit;
      walk_.push_back(all[k]);
    }
    climb_processed_inputs(g_, cur_, walk_, node_mark_, visit, [&](NodeId y) {
      if (part_of_[y] == m || touched_[y].contains(km)) return false;
      // One key into many scattered sets (all the nodes that reach a far
      // partition): joining only neighbours keeps each insert O(log runs).
      touched_[y].insert_local(km, keys_.dead());
      reached_[m] = 1;
      return true;
    });
  }

  // down_[u] (as of merge time down_at_[u]): torch's downstream_partitions((u,))
  // without u's own partition: its map, and for each user w, w's partition
  // and down_[w].
  void compute_down(NodeId u) {
    const int32_t own = part_of_[u];
    KeyRuns d;
    if (own != kNone) d = maps_[own];
    for (const NodeId* it = g_.users.begin(u); it != g_.users.end(u); ++it) {
      if (*it < 0) continue;
      const int32_t p = part_of_[*it];
      if (p != kNone && p != own) d.insert(keys_.key_for(p), keys_.dead());
      d.insert_all(fresh_down(*it), keys_.dead());
    }
    down_[u] = std::move(d);
    down_at_[u] = clock_;
  }

  // down_[u] brought up to date. Since it was cached, only merges can have
  // changed it: each live partition that absorbed another since then and
  // that u reaches (or lies in) adds itself and its current map, a superset
  // of what the cache held for it and for what it absorbed, dead ids aside.
  // Those partitions are found from u's touched runs and the merge times.
  const KeyRuns& fresh_down(NodeId u) {
    const int64_t since = down_at_[u];
    if (since == clock_) return down_[u];
    KeyRuns& d = down_[u];
    const int32_t own = part_of_[u];
    if (own != kNone && merged_at_[own] > since) d.insert_all(maps_[own], keys_.dead());
    // One search of the merge times over the touched runs.
    scratch_.clear();
    merge_times_.for_each_after(touched_[u], since, [&](int32_t k) { scratch_.push_back(k); });
    for (int32_t k : scratch_) {
      const int32_t m = keys_.id_of(k);
      if (m == own || !parts_[m].alive) continue;
      ++stats_.refreshed_merges;
      stats_.refreshed_runs += static_cast<int64_t>(maps_[m].num_runs());
      d.insert(k, keys_.dead());
      d.insert_all(maps_[m], keys_.dead());
    }
    down_at_[u] = clock_;
    return d;
  }

  // torch's dfs_iter_find_cycle for merging a and b: true when a or b is in
  // torch's downstream_partitions of an outside user of the union. A side
  // with many outside users is first asked through its aggregate (a superset
  // of their sets, when no merge happened since it was taken).
  bool torch_check(int32_t a, int32_t b) {
    const int32_t ka = keys_.key(a), kb = keys_.key(b);
    if (ka == KeyBook::kNoKey && kb == KeyBook::kNoKey) return false;  // in no node's set
    auto holds = [&](const KeyRuns& d) {
      return (ka != KeyBook::kNoKey && d.contains(ka)) || (kb != KeyBook::kNoKey && d.contains(kb));
    };
    for (int32_t p : {a, b}) {
      std::vector<NodeId>& users = ext_users_[p];
      const bool many = users.size() > kDirectUsers;
      if (many && agg_at_[p] == clock_ && !holds(aggs_[p])) continue;
      // From the back: the latest merged, and the last user that found a
      // cycle (moved there), which tends to find the next one too.
      for (size_t i = users.size(); i-- > 0;) {
        const int32_t y = part_of_[users[i]];
        if (y == a || y == b) continue;
        if (holds(fresh_down(users[i]))) {
          std::swap(users[i], users.back());
          return true;
        }
      }
      if (many) refresh_users(p);
    }
    return false;
  }

  // Drops p's listed users that repeat or now lie in p, and retakes its
  // aggregate (their sets are up to date: torch_check just read them).
  void refresh_users(int32_t p) {
    const uint32_t seen = next_epoch();
    std::vector<NodeId>& users = ext_users_[p];
    KeyRuns agg;
    size_t w = 0;
    for (NodeId u : users) {
      if (node_mark_[u] == seen || part_of_[u] == p) continue;
      node_mark_[u] = seen;
      users[w++] = u;
      agg.insert_all(fresh_down(u), keys_.dead());
    }
    users.resize(w);
    aggs_[p] = std::move(agg);
    agg_at_[p] = clock_;
  }

  uint32_t next_epoch() {
    if (++node_epoch_ == 0) {
      std::fill(node_mark_.begin(), node_mark_.end(), 0);
      node_epoch_ = 1;
    }
    return node_epoch_;
  }

  const CompactGraph& g_;
  const std::vector<uint8_t>& supported_;
  const bool horizontal_;  // default mode; else skip_horizontal_fusion=True
  PartitionerStats& stats_;
  const NodeId n_;
  NodeId cur_ = 0;

  std::vector<int32_t> part_of_;
  std::vector<Part> parts_;
  KeyBook keys_;
  // torch's partition_users and partition_map, by partition id.
  std::vector<std::vector<NodeId>> ext_users_;
  std::vector<KeyRuns> maps_;
  std::vector<int64_t> map_at_;    // by id: clock_ when its map last took its outside users' sets
  // By id: a superset of its outside users' down_ sets as of agg_at_ (see torch_check).
  std::vector<KeyRuns> aggs_;
  std::vector<int64_t> agg_at_;
  std::vector<uint8_t> reached_;   // by id: some processed node outside it has recorded it
  std::vector<KeyRuns> touched_;   // by processed node
  std::vector<KeyRuns> down_;      // by processed node, see compute_down
  std::vector<int64_t> down_at_;   // by processed node: clock_ when down_ was last brought up to date
  int64_t clock_ = 0;              // number of merges so far
  std::vector<int64_t> merged_at_;  // by id: clock_ of its last merge as merge_id
  SlotTimes merge_times_;           // the same, by key (dead keys: 0)
  std::vector<int32_t> scratch_;
  KeyRuns map_before_;  // merge scratch
  std::vector<uint32_t> node_mark_;
  UserPartitions user_partitions_;
  uint32_t node_epoch_ = 0;
  std::vector<NodeId> walk_;
  // Default mode: live partitions in torch's partitions_order (the smallest id merged in).
  std::vector<int32_t> order_, prev_, next_;  // by id
  int32_t head_ = kNone, tail_ = kNone;
  int64_t live_ = 0;
  int64_t changes_ = 0;              // see note_change
  std::vector<int64_t> changed_at_;  // by id: the count of changes at its last change
  std::vector<int32_t> id_by_order_;  // the live partition with that order, if any
  SlotTimes changed_by_order_;        // changed_at_ by order (0 if none is live)
  // now() when the head, or a partition (by id), was last tried against
  // every partition after it with no merge; -1: not since it changed.
  int64_t head_walked_ = -1;
  std::vector<int64_t> walked_;
  int32_t next_after_merge_ = kNone;  // see first_passing
  std::vector<int32_t> cands_;  // scratch: candidates of a pass
};

}  // namespace

MergedPartitions run_exact_merge_phase(const CompactGraph& g, const std::vector<uint8_t>& supported,
                                       bool horizontal, PartitionerStats& stats) {
  ExactMerge phase(g, supported, horizontal, stats);
  phase.run();
  return phase.take();
}

}  // namespace pyfxfast
