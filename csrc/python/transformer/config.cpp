// TransformerRun's constructor: the configuration pyfxfast/building/stock_run.py
// hands over (a dict), read once and checked.
#include "python/transformer/transformer_run.hpp"

#include <string>

namespace pyfxfast::py::transformer {

TransformerRun::TransformerRun(const pb::dict& cfg) {
  auto get = [&](const char* key) -> pb::object {
    if (!cfg.contains(key)) throw pb::key_error(std::string("TransformerRun: missing ") + key);
    return cfg[key];
  };
  node_type_obj_ = get("node_type");
  proxy_type_obj_ = get("proxy_type");
  if (!PyType_Check(node_type_obj_.ptr()) || !PyType_Check(proxy_type_obj_.ptr()))
    throw pb::type_error("node_type and proxy_type must be types");
  node_type_ = reinterpret_cast<PyTypeObject*>(node_type_obj_.ptr());
  proxy_type_ = reinterpret_cast<PyTypeObject*>(proxy_type_obj_.ptr());
  fields_ = std::make_unique<NodeFields>(node_type_);
  not_plain_ = get("not_plain");
  for (const char* key : {"plain_types", "list_types", "dict_types"}) {
    std::vector<PyTypeObject*>& out =
        key[0] == 'p' ? plain_types_ : key[0] == 'l' ? list_types_ : dict_types_;
    for (pb::handle t : get(key)) {
      if (!PyType_Check(t.ptr())) throw pb::type_error(std::string(key) + " must hold types");
      out.push_back(reinterpret_cast<PyTypeObject*>(t.ptr()));
      keep_.append(t);
    }
  }
  graph_ = get("graph");
  tracer_ = get("tracer");
  scope_ = get("scope");
  node_name_to_scope_ = get("node_name_to_scope");
  built_ = get("built");
  create_ = get("create");
  edit_kit_ = get("edit_kit");
  immutable_dict_ = get("immutable_dict");
  fields_before_ = get("fields_before");
  fields_after_ = get("fields_after");
  fields_all_ = get("fields_all");
  with_from_node_ = get("with_from_node").cast<bool>();
  pass_name_ = get("pass_name");
  create_record_ = get("create_record");
  // provenance.record_maker()'s RecordMaker: called without a Python call.
  if (pb::isinstance<RecordMaker>(create_record_)) maker_ = create_record_.cast<const RecordMaker*>();
  shallow_copy_ = get("shallow_copy");
  copy_plan_ = get("copy_plan");
  object_new_ = get("object_new");
  seq_nr_ = get("seq_nr");
  backward_marks_ = get("backward_marks").cast<bool>();
  grad_acc_stack_ = get("grad_acc_stack");
  defined_on_proxy_ = get("defined_on_proxy");
  traceback_ = get("traceback");
  sequence_nr_ = get("sequence_nr");
  fused_ = get("fused").cast<bool>();
  creates_ = get("creates").cast<bool>();
  instance_overrides_ = get("instance_overrides");
  fx_map_arg_ = get("fx_map_arg");
  fetch_ = get("fetch");
  proxy_direct_ = get("proxy_direct").cast<bool>();
  if (!edit_kit_.is_none()) {  // None: every node made by create (hooks, a counting builder, no kit)
    kit_ = edits::kit_from(edit_kit_.ptr());
    if (!kit_) throw pb::error_already_set();
    cache_ = edits::GraphCache::make(*kit_, graph_.ptr());
    if (!cache_ && PyErr_Occurred()) throw pb::error_already_set();
  }
  if (!PyTuple_CheckExact(instance_overrides_.ptr())) throw pb::type_error("instance_overrides must be a tuple");
  for (pb::handle h : {fields_before_, fields_after_, fields_all_})
    if (!PyTuple_CheckExact(h.ptr())) throw pb::type_error("meta fields must be tuples");
  for (pb::handle h : {node_name_to_scope_, built_})
    if (!PyDict_Check(h.ptr())) throw pb::type_error("TransformerRun: expected a dict");
}

}  // namespace pyfxfast::py::transformer
