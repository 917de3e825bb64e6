// The merge phase of CapabilityBasedPartitioner with skip_horizontal_fusion=True:
// torch's replay (see partition_merge.cpp for the shared notions), with every
// set of partitions kept as runs of keys (partition_keys.hpp) instead of
// dense bitsets, so that a node's sets cost what their runs cost, not what
// the number of partitions costs.
//
// A partition gets its key when another node or partition first records it;
// a partition's own nodes know it through part_of_. Dead ids are never asked
// about, so sets keep them wherever that keeps runs whole.
#include <algorithm>

#include "partition_keys.hpp"
#include "partition_merge.hpp"

namespace pyfxfast {
namespace {

constexpr int32_t kNone = -1;
// Partitions with more outside users than this keep an aggregate of their sets.
constexpr size_t kDirectUsers = 8;

class VerticalMerge {
 public:
  VerticalMerge(const CompactGraph& g, const std::vector<uint8_t>& supported, PartitionerStats& stats)
      : g_(g), supported_(supported), stats_(stats), n_(static_cast<NodeId>(g.num_nodes())),
        merge_times_(std::max<int64_t>(1, g.num_nodes())) {
    part_of_.assign(n_, kNone);
    touched_.resize(n_);
    down_.resize(n_);
    down_at_.assign(n_, 0);
    node_mark_.assign(n_, 0);
  }

  void run() {
    for (cur_ = n_ - 1; cur_ >= 0; --cur_) step(cur_);
  }

  MergedPartitions take() { return take_partitions(parts_, part_of_); }

 private:
  struct Part {
    std::vector<NodeId> nodes;
    bool alive = true;
  };

  void step(NodeId v) {
    if (supported_[v]) {
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

  int32_t new_partition(NodeId v) {
    const int32_t id = static_cast<int32_t>(parts_.size());
    Part p;
    p.nodes.push_back(v);
    parts_.push_back(std::move(p));
    part_of_[v] = id;
    keys_.add_partition();
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
    // now also holds m and its new map.
    if (reached_[m]) {
      agg.insert(keys_.key_for(m), keys_.dead());
      agg.insert_all(maps_[m], keys_.dead());
    }
    aggs_[m] = std::move(agg);
    // m's map grew, and it holds r's nodes: caches of the nodes reaching m
    // are stale from now on.
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
      touched_[y].insert(km, keys_.dead());
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
    // One search over the span of the touched runs (few keys merged since,
    // usually), then the keys that fall inside a run.
    const KeyRuns& t = touched_[u];
    scratch_.clear();
    if (!t.empty()) {
      merge_times_.for_each_after(t.lowest(), t.highest() + 1, since, [&](int32_t k) {
        if (t.contains(k)) scratch_.push_back(k);
      });
    }
    for (int32_t k : scratch_) {
      const int32_t m = keys_.id_of(k);
      if (m == own || !parts_[m].alive) continue;
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
  KeyMergeTimes merge_times_;       // the same, by key (dead keys: 0)
  std::vector<int32_t> scratch_;
  std::vector<uint32_t> node_mark_;
  UserPartitions user_partitions_;
  uint32_t node_epoch_ = 0;
  std::vector<NodeId> walk_;
};

}  // namespace

MergedPartitions run_vertical_merge_phase(const CompactGraph& g, const std::vector<uint8_t>& supported,
                                          PartitionerStats& stats) {
  VerticalMerge phase(g, supported, stats);
  phase.run();
  return phase.take();
}

}  // namespace pyfxfast
