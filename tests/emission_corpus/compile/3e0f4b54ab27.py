


def forward(self, x):
    x, = fx_pytree.tree_flatten_spec(([x], {}), self._in_spec)
    qkv_weight = self.qkv.weight
    qkv_bias = self.qkv.bias
    proj_weight = self.proj.weight
    proj_bias = self.proj.bias
    ln1_weight = self.ln1.weight
    ln1_bias = self.ln1.bias
    ln2_weight = self.ln2.weight
    ln2_bias = self.ln2.bias
    fc1_weight = self.fc1.weight
    fc1_bias = self.fc1.bias
    fc2_weight = self.fc2.weight
    fc2_bias = self.fc2.bias
    view = torch.ops.aten.view.default(x, [10, 32])
    permute = torch.ops.aten.permute.default(qkv_weight, [1, 0]);  qkv_weight = None
    addmm = torch.ops.aten.addmm.default(qkv_bias, view, permute);  qkv_bias = view = permute = None
    view_1 = torch.ops.aten.view.default(addmm, [2, 5, 96]);  addmm = None
    split_with_sizes = torch.ops.aten.split_with_sizes.default(view_1, [32, 32, 32], -1);  view_1 = None
    getitem = split_with_sizes[0]
    getitem_1 = split_with_sizes[1]
    getitem_2 = split_with_sizes[2];  split_with_sizes = None
    view_2 = torch.ops.aten.view.default(getitem, [2, 5, 4, 8]);  getitem = None
    permute_1 = torch.ops.aten.permute.default(view_2, [0, 2, 1, 3]);  view_2 = None
    view_3 = torch.ops.aten.view.default(getitem_1, [2, 5, 4, 8]);  getitem_1 = None
    permute_2 = torch.ops.aten.permute.default(view_3, [0, 2, 1, 3]);  view_3 = None
    view_4 = torch.ops.aten.view.default(getitem_2, [2, 5, 4, 8]);  getitem_2 = None
    permute_3 = torch.ops.aten.permute.default(view_4, [0, 2, 1, 3]);  view_4 = None
    permute_4 = torch.ops.aten.permute.default(permute_2, [0, 1, 3, 2]);  permute_2 = None
    expand = torch.ops.aten.expand.default(permute_1, [2, 4, 5, 8]);  permute_1 = None
    clone = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format);  expand = None
    view_5 = torch.ops.aten.view.default(clone, [8, 5, 8]);  clone = None
    expand_1 = torch.ops.aten.expand.default(permute_4, [2, 4, 8, 5]);  permute_4 = None
    clone_1 = torch.ops.aten.clone.default(expand_1, memory_format = torch.contiguous_format);  expand_1 = None
    view_6 = torch.ops.aten.view.default(clone_1, [8, 8, 5]);  clone_1 = None
    bmm = torch.ops.aten.bmm.default(view_5, view_6);  view_5 = view_6 = None
    view_7 = torch.ops.aten.view.default(bmm, [2, 4, 5, 5]);  bmm = None
    mul = torch.ops.aten.mul.Tensor(view_7, 0.3535533905932738);  view_7 = None
    _softmax = torch.ops.aten._softmax.default(mul, -1, False);  mul = None
    expand_2 = torch.ops.aten.expand.default(_softmax, [2, 4, 5, 5]);  _softmax = None
    view_8 = torch.ops.aten.view.default(expand_2, [8, 5, 5]);  expand_2 = None
    expand_3 = torch.ops.aten.expand.default(permute_3, [2, 4, 5, 8]);  permute_3 = None
    clone_2 = torch.ops.aten.clone.default(expand_3, memory_format = torch.contiguous_format);  expand_3 = None
    view_9 = torch.ops.aten.view.default(clone_2, [8, 5, 8]);  clone_2 = None
    bmm_1 = torch.ops.aten.bmm.default(view_8, view_9);  view_8 = view_9 = None
    view_10 = torch.ops.aten.view.default(bmm_1, [2, 4, 5, 8]);  bmm_1 = None
    permute_5 = torch.ops.aten.permute.default(view_10, [0, 2, 1, 3]);  view_10 = None
    clone_3 = torch.ops.aten.clone.default(permute_5, memory_format = torch.contiguous_format);  permute_5 = None
    view_11 = torch.ops.aten.view.default(clone_3, [2, 5, 32]);  clone_3 = None
    view_12 = torch.ops.aten.view.default(view_11, [10, 32]);  view_11 = None
    permute_6 = torch.ops.aten.permute.default(proj_weight, [1, 0]);  proj_weight = None
    addmm_1 = torch.ops.aten.addmm.default(proj_bias, view_12, permute_6);  proj_bias = view_12 = permute_6 = None
    view_13 = torch.ops.aten.view.default(addmm_1, [2, 5, 32]);  addmm_1 = None
    add = torch.ops.aten.add.Tensor(x, view_13);  x = view_13 = None
    native_layer_norm = torch.ops.aten.native_layer_norm.default(add, [32], ln1_weight, ln1_bias, 1e-05);  add = ln1_weight = ln1_bias = None
    getitem_3 = native_layer_norm[0];  native_layer_norm = None
    view_14 = torch.ops.aten.view.default(getitem_3, [10, 32])
    permute_7 = torch.ops.aten.permute.default(fc1_weight, [1, 0]);  fc1_weight = None
    addmm_2 = torch.ops.aten.addmm.default(fc1_bias, view_14, permute_7);  fc1_bias = view_14 = permute_7 = None
    view_15 = torch.ops.aten.view.default(addmm_2, [2, 5, 128]);  addmm_2 = None
    gelu = torch.ops.aten.gelu.default(view_15);  view_15 = None
    view_16 = torch.ops.aten.view.default(gelu, [10, 128]);  gelu = None
    permute_8 = torch.ops.aten.permute.default(fc2_weight, [1, 0]);  fc2_weight = None
    addmm_3 = torch.ops.aten.addmm.default(fc2_bias, view_16, permute_8);  fc2_bias = view_16 = permute_8 = None
    view_17 = torch.ops.aten.view.default(addmm_3, [2, 5, 32]);  addmm_3 = None
    add_1 = torch.ops.aten.add.Tensor(getitem_3, view_17);  getitem_3 = view_17 = None
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add_1, [32], ln2_weight, ln2_bias, 1e-05);  add_1 = ln2_weight = ln2_bias = None
    getitem_6 = native_layer_norm_1[0];  native_layer_norm_1 = None
    return pytree.tree_unflatten((getitem_6,), self._out_spec)
    