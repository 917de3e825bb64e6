


def forward(self, p_qkv_weight, p_qkv_bias, p_proj_weight, p_proj_bias, p_ln1_weight, p_ln1_bias, p_ln2_weight, p_ln2_bias, p_fc1_weight, p_fc1_bias, p_fc2_weight, p_fc2_bias, x):
    view = torch.ops.aten.view.default(x, [16, 32])
    permute = torch.ops.aten.permute.default(p_qkv_weight, [1, 0])
    addmm = torch.ops.aten.addmm.default(p_qkv_bias, view, permute);  view = permute = None
    view_1 = torch.ops.aten.view.default(addmm, [2, 8, 96]);  addmm = None
    split_with_sizes = torch.ops.aten.split_with_sizes.default(view_1, [32, 32, 32], -1);  view_1 = None
    getitem = split_with_sizes[0]
    getitem_1 = split_with_sizes[1]
    getitem_2 = split_with_sizes[2];  split_with_sizes = None
    view_2 = torch.ops.aten.view.default(getitem, [2, 8, 4, 8]);  getitem = None
    permute_1 = torch.ops.aten.permute.default(view_2, [0, 2, 1, 3]);  view_2 = None
    view_3 = torch.ops.aten.view.default(getitem_1, [2, 8, 4, 8]);  getitem_1 = None
    permute_2 = torch.ops.aten.permute.default(view_3, [0, 2, 1, 3]);  view_3 = None
    view_4 = torch.ops.aten.view.default(getitem_2, [2, 8, 4, 8]);  getitem_2 = None
    permute_3 = torch.ops.aten.permute.default(view_4, [0, 2, 1, 3]);  view_4 = None
    permute_4 = torch.ops.aten.permute.default(permute_2, [0, 1, 3, 2]);  permute_2 = None
    expand = torch.ops.aten.expand.default(permute_1, [2, 4, 8, 8]);  permute_1 = None
    clone = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format);  expand = None
    view_5 = torch.ops.aten.view.default(clone, [8, 8, 8]);  clone = None
    expand_1 = torch.ops.aten.expand.default(permute_4, [2, 4, 8, 8]);  permute_4 = None
    clone_1 = torch.ops.aten.clone.default(expand_1, memory_format = torch.contiguous_format);  expand_1 = None
    view_6 = torch.ops.aten.view.default(clone_1, [8, 8, 8]);  clone_1 = None
    bmm = torch.ops.aten.bmm.default(view_5, view_6);  view_5 = view_6 = None
    view_7 = torch.ops.aten.view.default(bmm, [2, 4, 8, 8]);  bmm = None
    mul = torch.ops.aten.mul.Tensor(view_7, 0.3535533905932738);  view_7 = None
    _softmax = torch.ops.aten._softmax.default(mul, -1, False);  mul = None
    expand_2 = torch.ops.aten.expand.default(_softmax, [2, 4, 8, 8]);  _softmax = None
    view_8 = torch.ops.aten.view.default(expand_2, [8, 8, 8]);  expand_2 = None
    expand_3 = torch.ops.aten.expand.default(permute_3, [2, 4, 8, 8]);  permute_3 = None
    clone_2 = torch.ops.aten.clone.default(expand_3, memory_format = torch.contiguous_format);  expand_3 = None
    view_9 = torch.ops.aten.view.default(clone_2, [8, 8, 8]);  clone_2 = None
    bmm_1 = torch.ops.aten.bmm.default(view_8, view_9);  view_8 = view_9 = None
    view_10 = torch.ops.aten.view.default(bmm_1, [2, 4, 8, 8]);  bmm_1 = None
    permute_5 = torch.ops.aten.permute.default(view_10, [0, 2, 1, 3]);  view_10 = None
    clone_3 = torch.ops.aten.clone.default(permute_5, memory_format = torch.contiguous_format);  permute_5 = None
    view_11 = torch.ops.aten.view.default(clone_3, [2, 8, 32]);  clone_3 = None
    view_12 = torch.ops.aten.view.default(view_11, [16, 32]);  view_11 = None
    permute_6 = torch.ops.aten.permute.default(p_proj_weight, [1, 0])
    addmm_1 = torch.ops.aten.addmm.default(p_proj_bias, view_12, permute_6);  view_12 = permute_6 = None
    view_13 = torch.ops.aten.view.default(addmm_1, [2, 8, 32]);  addmm_1 = None
    add = torch.ops.aten.add.Tensor(x, view_13);  x = view_13 = None
    native_layer_norm = torch.ops.aten.native_layer_norm.default(add, [32], p_ln1_weight, p_ln1_bias, 1e-05);  add = None
    getitem_3 = native_layer_norm[0];  native_layer_norm = None
    view_14 = torch.ops.aten.view.default(getitem_3, [16, 32])
    permute_7 = torch.ops.aten.permute.default(p_fc1_weight, [1, 0])
    addmm_2 = torch.ops.aten.addmm.default(p_fc1_bias, view_14, permute_7);  view_14 = permute_7 = None
    view_15 = torch.ops.aten.view.default(addmm_2, [2, 8, 128]);  addmm_2 = None
    gelu = torch.ops.aten.gelu.default(view_15);  view_15 = None
    view_16 = torch.ops.aten.view.default(gelu, [16, 128]);  gelu = None
    permute_8 = torch.ops.aten.permute.default(p_fc2_weight, [1, 0])
    addmm_3 = torch.ops.aten.addmm.default(p_fc2_bias, view_16, permute_8);  view_16 = permute_8 = None
    view_17 = torch.ops.aten.view.default(addmm_3, [2, 8, 32]);  addmm_3 = None
    add_1 = torch.ops.aten.add.Tensor(getitem_3, view_17);  getitem_3 = view_17 = None
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add_1, [32], p_ln2_weight, p_ln2_bias, 1e-05);  add_1 = None
    getitem_6 = native_layer_norm_1[0];  native_layer_norm_1 = None
    view_18 = torch.ops.aten.view.default(getitem_6, [16, 32])
    permute_9 = torch.ops.aten.permute.default(p_qkv_weight, [1, 0])
    addmm_4 = torch.ops.aten.addmm.default(p_qkv_bias, view_18, permute_9);  view_18 = permute_9 = None
    view_19 = torch.ops.aten.view.default(addmm_4, [2, 8, 96]);  addmm_4 = None
    split_with_sizes_1 = torch.ops.aten.split_with_sizes.default(view_19, [32, 32, 32], -1);  view_19 = None
    getitem_7 = split_with_sizes_1[0]
    getitem_8 = split_with_sizes_1[1]
    getitem_9 = split_with_sizes_1[2];  split_with_sizes_1 = None
    view_20 = torch.ops.aten.view.default(getitem_7, [2, 8, 4, 8]);  getitem_7 = None
    permute_10 = torch.ops.aten.permute.default(view_20, [0, 2, 1, 3]);  view_20 = None
    view_21 = torch.ops.aten.view.default(getitem_8, [2, 8, 4, 8]);  getitem_8 = None
    permute_11 = torch.ops.aten.permute.default(view_21, [0, 2, 1, 3]);  view_21 = None
    view_22 = torch.ops.aten.view.default(getitem_9, [2, 8, 4, 8]);  getitem_9 = None
    permute_12 = torch.ops.aten.permute.default(view_22, [0, 2, 1, 3]);  view_22 = None
    permute_13 = torch.ops.aten.permute.default(permute_11, [0, 1, 3, 2]);  permute_11 = None
    expand_4 = torch.ops.aten.expand.default(permute_10, [2, 4, 8, 8]);  permute_10 = None
    clone_4 = torch.ops.aten.clone.default(expand_4, memory_format = torch.contiguous_format);  expand_4 = None
    view_23 = torch.ops.aten.view.default(clone_4, [8, 8, 8]);  clone_4 = None
    expand_5 = torch.ops.aten.expand.default(permute_13, [2, 4, 8, 8]);  permute_13 = None
    clone_5 = torch.ops.aten.clone.default(expand_5, memory_format = torch.contiguous_format);  expand_5 = None
    view_24 = torch.ops.aten.view.default(clone_5, [8, 8, 8]);  clone_5 = None
    bmm_2 = torch.ops.aten.bmm.default(view_23, view_24);  view_23 = view_24 = None
    view_25 = torch.ops.aten.view.default(bmm_2, [2, 4, 8, 8]);  bmm_2 = None
    mul_1 = torch.ops.aten.mul.Tensor(view_25, 0.3535533905932738);  view_25 = None
    _softmax_1 = torch.ops.aten._softmax.default(mul_1, -1, False);  mul_1 = None
    expand_6 = torch.ops.aten.expand.default(_softmax_1, [2, 4, 8, 8]);  _softmax_1 = None
    view_26 = torch.ops.aten.view.default(expand_6, [8, 8, 8]);  expand_6 = None
    expand_7 = torch.ops.aten.expand.default(permute_12, [2, 4, 8, 8]);  permute_12 = None
    clone_6 = torch.ops.aten.clone.default(expand_7, memory_format = torch.contiguous_format);  expand_7 = None
    view_27 = torch.ops.aten.view.default(clone_6, [8, 8, 8]);  clone_6 = None
    bmm_3 = torch.ops.aten.bmm.default(view_26, view_27);  view_26 = view_27 = None
    view_28 = torch.ops.aten.view.default(bmm_3, [2, 4, 8, 8]);  bmm_3 = None
    permute_14 = torch.ops.aten.permute.default(view_28, [0, 2, 1, 3]);  view_28 = None
    clone_7 = torch.ops.aten.clone.default(permute_14, memory_format = torch.contiguous_format);  permute_14 = None
    view_29 = torch.ops.aten.view.default(clone_7, [2, 8, 32]);  clone_7 = None
    view_30 = torch.ops.aten.view.default(view_29, [16, 32]);  view_29 = None
    permute_15 = torch.ops.aten.permute.default(p_proj_weight, [1, 0])
    addmm_5 = torch.ops.aten.addmm.default(p_proj_bias, view_30, permute_15);  view_30 = permute_15 = None
    view_31 = torch.ops.aten.view.default(addmm_5, [2, 8, 32]);  addmm_5 = None
    add_2 = torch.ops.aten.add.Tensor(getitem_6, view_31);  getitem_6 = view_31 = None
    native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(add_2, [32], p_ln1_weight, p_ln1_bias, 1e-05);  add_2 = None
    getitem_10 = native_layer_norm_2[0];  native_layer_norm_2 = None
    view_32 = torch.ops.aten.view.default(getitem_10, [16, 32])
    permute_16 = torch.ops.aten.permute.default(p_fc1_weight, [1, 0])
    addmm_6 = torch.ops.aten.addmm.default(p_fc1_bias, view_32, permute_16);  view_32 = permute_16 = None
    view_33 = torch.ops.aten.view.default(addmm_6, [2, 8, 128]);  addmm_6 = None
    gelu_1 = torch.ops.aten.gelu.default(view_33);  view_33 = None
    view_34 = torch.ops.aten.view.default(gelu_1, [16, 128]);  gelu_1 = None
    permute_17 = torch.ops.aten.permute.default(p_fc2_weight, [1, 0])
    addmm_7 = torch.ops.aten.addmm.default(p_fc2_bias, view_34, permute_17);  view_34 = permute_17 = None
    view_35 = torch.ops.aten.view.default(addmm_7, [2, 8, 32]);  addmm_7 = None
    add_3 = torch.ops.aten.add.Tensor(getitem_10, view_35);  getitem_10 = view_35 = None
    native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(add_3, [32], p_ln2_weight, p_ln2_bias, 1e-05);  add_3 = None
    getitem_11 = native_layer_norm_3[0];  native_layer_norm_3 = None
    view_36 = torch.ops.aten.view.default(getitem_11, [16, 32])
    permute_18 = torch.ops.aten.permute.default(p_qkv_weight, [1, 0])
    addmm_8 = torch.ops.aten.addmm.default(p_qkv_bias, view_36, permute_18);  view_36 = permute_18 = None
    view_37 = torch.ops.aten.view.default(addmm_8, [2, 8, 96]);  addmm_8 = None
    split_with_sizes_2 = torch.ops.aten.split_with_sizes.default(view_37, [32, 32, 32], -1);  view_37 = None
    getitem_12 = split_with_sizes_2[0]
    getitem_13 = split_with_sizes_2[1]
    getitem_14 = split_with_sizes_2[2];  split_with_sizes_2 = None
    view_38 = torch.ops.aten.view.default(getitem_12, [2, 8, 4, 8]);  getitem_12 = None
    permute_19 = torch.ops.aten.permute.default(view_38, [0, 2, 1, 3]);  view_38 = None
    view_39 = torch.ops.aten.view.default(getitem_13, [2, 8, 4, 8]);  getitem_13 = None
    permute_20 = torch.ops.aten.permute.default(view_39, [0, 2, 1, 3]);  view_39 = None
    view_40 = torch.ops.aten.view.default(getitem_14, [2, 8, 4, 8]);  getitem_14 = None
    permute_21 = torch.ops.aten.permute.default(view_40, [0, 2, 1, 3]);  view_40 = None
    permute_22 = torch.ops.aten.permute.default(permute_20, [0, 1, 3, 2]);  permute_20 = None
    expand_8 = torch.ops.aten.expand.default(permute_19, [2, 4, 8, 8]);  permute_19 = None
    clone_8 = torch.ops.aten.clone.default(expand_8, memory_format = torch.contiguous_format);  expand_8 = None
    view_41 = torch.ops.aten.view.default(clone_8, [8, 8, 8]);  clone_8 = None
    expand_9 = torch.ops.aten.expand.default(permute_22, [2, 4, 8, 8]);  permute_22 = None
    clone_9 = torch.ops.aten.clone.default(expand_9, memory_format = torch.contiguous_format);  expand_9 = None
    view_42 = torch.ops.aten.view.default(clone_9, [8, 8, 8]);  clone_9 = None
    bmm_4 = torch.ops.aten.bmm.default(view_41, view_42);  view_41 = view_42 = None
    view_43 = torch.ops.aten.view.default(bmm_4, [2, 4, 8, 8]);  bmm_4 = None
    mul_2 = torch.ops.aten.mul.Tensor(view_43, 0.3535533905932738);  view_43 = None
    _softmax_2 = torch.ops.aten._softmax.default(mul_2, -1, False);  mul_2 = None
    expand_10 = torch.ops.aten.expand.default(_softmax_2, [2, 4, 8, 8]);  _softmax_2 = None
    view_44 = torch.ops.aten.view.default(expand_10, [8, 8, 8]);  expand_10 = None
    expand_11 = torch.ops.aten.expand.default(permute_21, [2, 4, 8, 8]);  permute_21 = None
    clone_10 = torch.ops.aten.clone.default(expand_11, memory_format = torch.contiguous_format);  expand_11 = None
    view_45 = torch.ops.aten.view.default(clone_10, [8, 8, 8]);  clone_10 = None
    bmm_5 = torch.ops.aten.bmm.default(view_44, view_45);  view_44 = view_45 = None
    view_46 = torch.ops.aten.view.default(bmm_5, [2, 4, 8, 8]);  bmm_5 = None
    permute_23 = torch.ops.aten.permute.default(view_46, [0, 2, 1, 3]);  view_46 = None
    clone_11 = torch.ops.aten.clone.default(permute_23, memory_format = torch.contiguous_format);  permute_23 = None
    view_47 = torch.ops.aten.view.default(clone_11, [2, 8, 32]);  clone_11 = None
    view_48 = torch.ops.aten.view.default(view_47, [16, 32]);  view_47 = None
    permute_24 = torch.ops.aten.permute.default(p_proj_weight, [1, 0])
    addmm_9 = torch.ops.aten.addmm.default(p_proj_bias, view_48, permute_24);  view_48 = permute_24 = None
    view_49 = torch.ops.aten.view.default(addmm_9, [2, 8, 32]);  addmm_9 = None
    add_4 = torch.ops.aten.add.Tensor(getitem_11, view_49);  getitem_11 = view_49 = None
    native_layer_norm_4 = torch.ops.aten.native_layer_norm.default(add_4, [32], p_ln1_weight, p_ln1_bias, 1e-05);  add_4 = None
    getitem_15 = native_layer_norm_4[0];  native_layer_norm_4 = None
    view_50 = torch.ops.aten.view.default(getitem_15, [16, 32])
    permute_25 = torch.ops.aten.permute.default(p_fc1_weight, [1, 0])
    addmm_10 = torch.ops.aten.addmm.default(p_fc1_bias, view_50, permute_25);  view_50 = permute_25 = None
    view_51 = torch.ops.aten.view.default(addmm_10, [2, 8, 128]);  addmm_10 = None
    gelu_2 = torch.ops.aten.gelu.default(view_51);  view_51 = None
    view_52 = torch.ops.aten.view.default(gelu_2, [16, 128]);  gelu_2 = None
    permute_26 = torch.ops.aten.permute.default(p_fc2_weight, [1, 0])
    addmm_11 = torch.ops.aten.addmm.default(p_fc2_bias, view_52, permute_26);  view_52 = permute_26 = None
    view_53 = torch.ops.aten.view.default(addmm_11, [2, 8, 32]);  addmm_11 = None
    add_5 = torch.ops.aten.add.Tensor(getitem_15, view_53);  getitem_15 = view_53 = None
    native_layer_norm_5 = torch.ops.aten.native_layer_norm.default(add_5, [32], p_ln2_weight, p_ln2_bias, 1e-05);  add_5 = None
    getitem_16 = native_layer_norm_5[0];  native_layer_norm_5 = None
    view_72 = torch.ops.aten.view.default(getitem_16, [16, 32])
    permute_36 = torch.ops.aten.permute.default(p_qkv_weight, [1, 0])
    addmm_16 = torch.ops.aten.addmm.default(p_qkv_bias, view_72, permute_36);  view_72 = permute_36 = None
    view_73 = torch.ops.aten.view.default(addmm_16, [2, 8, 96]);  addmm_16 = None
    split_with_sizes_4 = torch.ops.aten.split_with_sizes.default(view_73, [32, 32, 32], -1);  view_73 = None
    getitem_22 = split_with_sizes_4[0]
    getitem_23 = split_with_sizes_4[1]
    getitem_24 = split_with_sizes_4[2];  split_with_sizes_4 = None
    view_74 = torch.ops.aten.view.default(getitem_22, [2, 8, 4, 8]);  getitem_22 = None
    permute_37 = torch.ops.aten.permute.default(view_74, [0, 2, 1, 3]);  view_74 = None
    view_75 = torch.ops.aten.view.default(getitem_23, [2, 8, 4, 8]);  getitem_23 = None
    permute_38 = torch.ops.aten.permute.default(view_75, [0, 2, 1, 3]);  view_75 = None
    view_76 = torch.ops.aten.view.default(getitem_24, [2, 8, 4, 8]);  getitem_24 = None
    permute_39 = torch.ops.aten.permute.default(view_76, [0, 2, 1, 3]);  view_76 = None
    permute_40 = torch.ops.aten.permute.default(permute_38, [0, 1, 3, 2]);  permute_38 = None
    expand_16 = torch.ops.aten.expand.default(permute_37, [2, 4, 8, 8]);  permute_37 = None
    clone_16 = torch.ops.aten.clone.default(expand_16, memory_format = torch.contiguous_format);  expand_16 = None
    view_77 = torch.ops.aten.view.default(clone_16, [8, 8, 8]);  clone_16 = None
    expand_17 = torch.ops.aten.expand.default(permute_40, [2, 4, 8, 8]);  permute_40 = None
    clone_17 = torch.ops.aten.clone.default(expand_17, memory_format = torch.contiguous_format);  expand_17 = None
    view_78 = torch.ops.aten.view.default(clone_17, [8, 8, 8]);  clone_17 = None
    bmm_8 = torch.ops.aten.bmm.default(view_77, view_78);  view_77 = view_78 = None
    view_79 = torch.ops.aten.view.default(bmm_8, [2, 4, 8, 8]);  bmm_8 = None
    mul_4 = torch.ops.aten.mul.Tensor(view_79, 0.3535533905932738);  view_79 = None
    _softmax_4 = torch.ops.aten._softmax.default(mul_4, -1, False);  mul_4 = None
    expand_18 = torch.ops.aten.expand.default(_softmax_4, [2, 4, 8, 8]);  _softmax_4 = None
    view_80 = torch.ops.aten.view.default(expand_18, [8, 8, 8]);  expand_18 = None
    expand_19 = torch.ops.aten.expand.default(permute_39, [2, 4, 8, 8]);  permute_39 = None
    clone_18 = torch.ops.aten.clone.default(expand_19, memory_format = torch.contiguous_format);  expand_19 = None
    view_81 = torch.ops.aten.view.default(clone_18, [8, 8, 8]);  clone_18 = None
    bmm_9 = torch.ops.aten.bmm.default(view_80, view_81);  view_80 = view_81 = None
    view_82 = torch.ops.aten.view.default(bmm_9, [2, 4, 8, 8]);  bmm_9 = None
    permute_41 = torch.ops.aten.permute.default(view_82, [0, 2, 1, 3]);  view_82 = None
    clone_19 = torch.ops.aten.clone.default(permute_41, memory_format = torch.contiguous_format);  permute_41 = None
    view_83 = torch.ops.aten.view.default(clone_19, [2, 8, 32]);  clone_19 = None
    view_84 = torch.ops.aten.view.default(view_83, [16, 32]);  view_83 = None
    permute_42 = torch.ops.aten.permute.default(p_proj_weight, [1, 0])
    addmm_17 = torch.ops.aten.addmm.default(p_proj_bias, view_84, permute_42);  view_84 = permute_42 = None
    view_85 = torch.ops.aten.view.default(addmm_17, [2, 8, 32]);  addmm_17 = None
    add_8 = torch.ops.aten.add.Tensor(getitem_16, view_85);  getitem_16 = view_85 = None
    native_layer_norm_8 = torch.ops.aten.native_layer_norm.default(add_8, [32], p_ln1_weight, p_ln1_bias, 1e-05);  add_8 = None
    getitem_25 = native_layer_norm_8[0];  native_layer_norm_8 = None
    view_86 = torch.ops.aten.view.default(getitem_25, [16, 32])
    permute_43 = torch.ops.aten.permute.default(p_fc1_weight, [1, 0])
    addmm_18 = torch.ops.aten.addmm.default(p_fc1_bias, view_86, permute_43);  view_86 = permute_43 = None
    view_87 = torch.ops.aten.view.default(addmm_18, [2, 8, 128]);  addmm_18 = None
    gelu_4 = torch.ops.aten.gelu.default(view_87);  view_87 = None
    view_88 = torch.ops.aten.view.default(gelu_4, [16, 128]);  gelu_4 = None
    permute_44 = torch.ops.aten.permute.default(p_fc2_weight, [1, 0])
    addmm_19 = torch.ops.aten.addmm.default(p_fc2_bias, view_88, permute_44);  view_88 = permute_44 = None
    view_89 = torch.ops.aten.view.default(addmm_19, [2, 8, 32]);  addmm_19 = None
    add_9 = torch.ops.aten.add.Tensor(getitem_25, view_89);  getitem_25 = view_89 = None
    native_layer_norm_9 = torch.ops.aten.native_layer_norm.default(add_9, [32], p_ln2_weight, p_ln2_bias, 1e-05);  add_9 = None
    getitem_26 = native_layer_norm_9[0];  native_layer_norm_9 = None
    view_90 = torch.ops.aten.view.default(getitem_26, [16, 32])
    permute_45 = torch.ops.aten.permute.default(p_qkv_weight, [1, 0])
    addmm_20 = torch.ops.aten.addmm.default(p_qkv_bias, view_90, permute_45);  view_90 = permute_45 = None
    view_91 = torch.ops.aten.view.default(addmm_20, [2, 8, 96]);  addmm_20 = None
    split_with_sizes_5 = torch.ops.aten.split_with_sizes.default(view_91, [32, 32, 32], -1);  view_91 = None
    getitem_27 = split_with_sizes_5[0]
    getitem_28 = split_with_sizes_5[1]
    getitem_29 = split_with_sizes_5[2];  split_with_sizes_5 = None
    view_92 = torch.ops.aten.view.default(getitem_27, [2, 8, 4, 8]);  getitem_27 = None
    permute_46 = torch.ops.aten.permute.default(view_92, [0, 2, 1, 3]);  view_92 = None
    view_93 = torch.ops.aten.view.default(getitem_28, [2, 8, 4, 8]);  getitem_28 = None
    permute_47 = torch.ops.aten.permute.default(view_93, [0, 2, 1, 3]);  view_93 = None
    view_94 = torch.ops.aten.view.default(getitem_29, [2, 8, 4, 8]);  getitem_29 = None
    permute_48 = torch.ops.aten.permute.default(view_94, [0, 2, 1, 3]);  view_94 = None
    permute_49 = torch.ops.aten.permute.default(permute_47, [0, 1, 3, 2]);  permute_47 = None
    expand_20 = torch.ops.aten.expand.default(permute_46, [2, 4, 8, 8]);  permute_46 = None
    clone_20 = torch.ops.aten.clone.default(expand_20, memory_format = torch.contiguous_format);  expand_20 = None
    view_95 = torch.ops.aten.view.default(clone_20, [8, 8, 8]);  clone_20 = None
    expand_21 = torch.ops.aten.expand.default(permute_49, [2, 4, 8, 8]);  permute_49 = None
    clone_21 = torch.ops.aten.clone.default(expand_21, memory_format = torch.contiguous_format);  expand_21 = None
    view_96 = torch.ops.aten.view.default(clone_21, [8, 8, 8]);  clone_21 = None
    bmm_10 = torch.ops.aten.bmm.default(view_95, view_96);  view_95 = view_96 = None
    view_97 = torch.ops.aten.view.default(bmm_10, [2, 4, 8, 8]);  bmm_10 = None
    mul_5 = torch.ops.aten.mul.Tensor(view_97, 0.3535533905932738);  view_97 = None
    _softmax_5 = torch.ops.aten._softmax.default(mul_5, -1, False);  mul_5 = None
    expand_22 = torch.ops.aten.expand.default(_softmax_5, [2, 4, 8, 8]);  _softmax_5 = None
    view_98 = torch.ops.aten.view.default(expand_22, [8, 8, 8]);  expand_22 = None
    expand_23 = torch.ops.aten.expand.default(permute_48, [2, 4, 8, 8]);  permute_48 = None
    clone_22 = torch.ops.aten.clone.default(expand_23, memory_format = torch.contiguous_format);  expand_23 = None
    view_99 = torch.ops.aten.view.default(clone_22, [8, 8, 8]);  clone_22 = None
    bmm_11 = torch.ops.aten.bmm.default(view_98, view_99);  view_98 = view_99 = None
    view_100 = torch.ops.aten.view.default(bmm_11, [2, 4, 8, 8]);  bmm_11 = None
    permute_50 = torch.ops.aten.permute.default(view_100, [0, 2, 1, 3]);  view_100 = None
    clone_23 = torch.ops.aten.clone.default(permute_50, memory_format = torch.contiguous_format);  permute_50 = None
    view_101 = torch.ops.aten.view.default(clone_23, [2, 8, 32]);  clone_23 = None
    view_102 = torch.ops.aten.view.default(view_101, [16, 32]);  view_101 = None
    permute_51 = torch.ops.aten.permute.default(p_proj_weight, [1, 0])
    addmm_21 = torch.ops.aten.addmm.default(p_proj_bias, view_102, permute_51);  view_102 = permute_51 = None
    view_103 = torch.ops.aten.view.default(addmm_21, [2, 8, 32]);  addmm_21 = None
    add_10 = torch.ops.aten.add.Tensor(getitem_26, view_103);  getitem_26 = view_103 = None
    native_layer_norm_10 = torch.ops.aten.native_layer_norm.default(add_10, [32], p_ln1_weight, p_ln1_bias, 1e-05);  add_10 = None
    getitem_30 = native_layer_norm_10[0];  native_layer_norm_10 = None
    view_104 = torch.ops.aten.view.default(getitem_30, [16, 32])
    permute_52 = torch.ops.aten.permute.default(p_fc1_weight, [1, 0])
    addmm_22 = torch.ops.aten.addmm.default(p_fc1_bias, view_104, permute_52);  view_104 = permute_52 = None
    view_105 = torch.ops.aten.view.default(addmm_22, [2, 8, 128]);  addmm_22 = None
    gelu_5 = torch.ops.aten.gelu.default(view_105);  view_105 = None
    view_106 = torch.ops.aten.view.default(gelu_5, [16, 128]);  gelu_5 = None
    permute_53 = torch.ops.aten.permute.default(p_fc2_weight, [1, 0])
    addmm_23 = torch.ops.aten.addmm.default(p_fc2_bias, view_106, permute_53);  view_106 = permute_53 = None
    view_107 = torch.ops.aten.view.default(addmm_23, [2, 8, 32]);  addmm_23 = None
    add_11 = torch.ops.aten.add.Tensor(getitem_30, view_107);  getitem_30 = view_107 = None
    native_layer_norm_11 = torch.ops.aten.native_layer_norm.default(add_11, [32], p_ln2_weight, p_ln2_bias, 1e-05);  add_11 = None
    getitem_31 = native_layer_norm_11[0];  native_layer_norm_11 = None
    view_126 = torch.ops.aten.view.default(getitem_31, [16, 32])
    permute_63 = torch.ops.aten.permute.default(p_qkv_weight, [1, 0])
    addmm_28 = torch.ops.aten.addmm.default(p_qkv_bias, view_126, permute_63);  view_126 = permute_63 = None
    view_127 = torch.ops.aten.view.default(addmm_28, [2, 8, 96]);  addmm_28 = None
    split_with_sizes_7 = torch.ops.aten.split_with_sizes.default(view_127, [32, 32, 32], -1);  view_127 = None
    getitem_37 = split_with_sizes_7[0]
    getitem_38 = split_with_sizes_7[1]
    getitem_39 = split_with_sizes_7[2];  split_with_sizes_7 = None
    view_128 = torch.ops.aten.view.default(getitem_37, [2, 8, 4, 8]);  getitem_37 = None
    permute_64 = torch.ops.aten.permute.default(view_128, [0, 2, 1, 3]);  view_128 = None
    view_129 = torch.ops.aten.view.default(getitem_38, [2, 8, 4, 8]);  getitem_38 = None
    permute_65 = torch.ops.aten.permute.default(view_129, [0, 2, 1, 3]);  view_129 = None
    view_130 = torch.ops.aten.view.default(getitem_39, [2, 8, 4, 8]);  getitem_39 = None
    permute_66 = torch.ops.aten.permute.default(view_130, [0, 2, 1, 3]);  view_130 = None
    permute_67 = torch.ops.aten.permute.default(permute_65, [0, 1, 3, 2]);  permute_65 = None
    expand_28 = torch.ops.aten.expand.default(permute_64, [2, 4, 8, 8]);  permute_64 = None
    clone_28 = torch.ops.aten.clone.default(expand_28, memory_format = torch.contiguous_format);  expand_28 = None
    view_131 = torch.ops.aten.view.default(clone_28, [8, 8, 8]);  clone_28 = None
    expand_29 = torch.ops.aten.expand.default(permute_67, [2, 4, 8, 8]);  permute_67 = None
    clone_29 = torch.ops.aten.clone.default(expand_29, memory_format = torch.contiguous_format);  expand_29 = None
    view_132 = torch.ops.aten.view.default(clone_29, [8, 8, 8]);  clone_29 = None
    bmm_14 = torch.ops.aten.bmm.default(view_131, view_132);  view_131 = view_132 = None
    view_133 = torch.ops.aten.view.default(bmm_14, [2, 4, 8, 8]);  bmm_14 = None
    mul_7 = torch.ops.aten.mul.Tensor(view_133, 0.3535533905932738);  view_133 = None
    _softmax_7 = torch.ops.aten._softmax.default(mul_7, -1, False);  mul_7 = None
    expand_30 = torch.ops.aten.expand.default(_softmax_7, [2, 4, 8, 8]);  _softmax_7 = None
    view_134 = torch.ops.aten.view.default(expand_30, [8, 8, 8]);  expand_30 = None
    expand_31 = torch.ops.aten.expand.default(permute_66, [2, 4, 8, 8]);  permute_66 = None
    clone_30 = torch.ops.aten.clone.default(expand_31, memory_format = torch.contiguous_format);  expand_31 = None
    view_135 = torch.ops.aten.view.default(clone_30, [8, 8, 8]);  clone_30 = None
    bmm_15 = torch.ops.aten.bmm.default(view_134, view_135);  view_134 = view_135 = None
    view_136 = torch.ops.aten.view.default(bmm_15, [2, 4, 8, 8]);  bmm_15 = None
    permute_68 = torch.ops.aten.permute.default(view_136, [0, 2, 1, 3]);  view_136 = None
    clone_31 = torch.ops.aten.clone.default(permute_68, memory_format = torch.contiguous_format);  permute_68 = None
    view_137 = torch.ops.aten.view.default(clone_31, [2, 8, 32]);  clone_31 = None
    view_138 = torch.ops.aten.view.default(view_137, [16, 32]);  view_137 = None
    permute_69 = torch.ops.aten.permute.default(p_proj_weight, [1, 0])
    addmm_29 = torch.ops.aten.addmm.default(p_proj_bias, view_138, permute_69);  view_138 = permute_69 = None
    view_139 = torch.ops.aten.view.default(addmm_29, [2, 8, 32]);  addmm_29 = None
    add_14 = torch.ops.aten.add.Tensor(getitem_31, view_139);  getitem_31 = view_139 = None
    native_layer_norm_14 = torch.ops.aten.native_layer_norm.default(add_14, [32], p_ln1_weight, p_ln1_bias, 1e-05);  add_14 = None
    getitem_40 = native_layer_norm_14[0];  native_layer_norm_14 = None
    view_140 = torch.ops.aten.view.default(getitem_40, [16, 32])
    permute_70 = torch.ops.aten.permute.default(p_fc1_weight, [1, 0])
    addmm_30 = torch.ops.aten.addmm.default(p_fc1_bias, view_140, permute_70);  view_140 = permute_70 = None
    view_141 = torch.ops.aten.view.default(addmm_30, [2, 8, 128]);  addmm_30 = None
    gelu_7 = torch.ops.aten.gelu.default(view_141);  view_141 = None
    view_142 = torch.ops.aten.view.default(gelu_7, [16, 128]);  gelu_7 = None
    permute_71 = torch.ops.aten.permute.default(p_fc2_weight, [1, 0])
    addmm_31 = torch.ops.aten.addmm.default(p_fc2_bias, view_142, permute_71);  view_142 = permute_71 = None
    view_143 = torch.ops.aten.view.default(addmm_31, [2, 8, 32]);  addmm_31 = None
    add_15 = torch.ops.aten.add.Tensor(getitem_40, view_143);  getitem_40 = view_143 = None
    native_layer_norm_15 = torch.ops.aten.native_layer_norm.default(add_15, [32], p_ln2_weight, p_ln2_bias, 1e-05);  add_15 = None
    getitem_41 = native_layer_norm_15[0];  native_layer_norm_15 = None
    view_144 = torch.ops.aten.view.default(getitem_41, [16, 32])
    permute_72 = torch.ops.aten.permute.default(p_qkv_weight, [1, 0]);  p_qkv_weight = None
    addmm_32 = torch.ops.aten.addmm.default(p_qkv_bias, view_144, permute_72);  p_qkv_bias = view_144 = permute_72 = None
    view_145 = torch.ops.aten.view.default(addmm_32, [2, 8, 96]);  addmm_32 = None
    split_with_sizes_8 = torch.ops.aten.split_with_sizes.default(view_145, [32, 32, 32], -1);  view_145 = None
    getitem_42 = split_with_sizes_8[0]
    getitem_43 = split_with_sizes_8[1]
    getitem_44 = split_with_sizes_8[2];  split_with_sizes_8 = None
    view_146 = torch.ops.aten.view.default(getitem_42, [2, 8, 4, 8]);  getitem_42 = None
    permute_73 = torch.ops.aten.permute.default(view_146, [0, 2, 1, 3]);  view_146 = None
    view_147 = torch.ops.aten.view.default(getitem_43, [2, 8, 4, 8]);  getitem_43 = None
    permute_74 = torch.ops.aten.permute.default(view_147, [0, 2, 1, 3]);  view_147 = None
    view_148 = torch.ops.aten.view.default(getitem_44, [2, 8, 4, 8]);  getitem_44 = None
    permute_75 = torch.ops.aten.permute.default(view_148, [0, 2, 1, 3]);  view_148 = None
    permute_76 = torch.ops.aten.permute.default(permute_74, [0, 1, 3, 2]);  permute_74 = None
    expand_32 = torch.ops.aten.expand.default(permute_73, [2, 4, 8, 8]);  permute_73 = None
    clone_32 = torch.ops.aten.clone.default(expand_32, memory_format = torch.contiguous_format);  expand_32 = None
    view_149 = torch.ops.aten.view.default(clone_32, [8, 8, 8]);  clone_32 = None
    expand_33 = torch.ops.aten.expand.default(permute_76, [2, 4, 8, 8]);  permute_76 = None
    clone_33 = torch.ops.aten.clone.default(expand_33, memory_format = torch.contiguous_format);  expand_33 = None
    view_150 = torch.ops.aten.view.default(clone_33, [8, 8, 8]);  clone_33 = None
    bmm_16 = torch.ops.aten.bmm.default(view_149, view_150);  view_149 = view_150 = None
    view_151 = torch.ops.aten.view.default(bmm_16, [2, 4, 8, 8]);  bmm_16 = None
    mul_8 = torch.ops.aten.mul.Tensor(view_151, 0.3535533905932738);  view_151 = None
    _softmax_8 = torch.ops.aten._softmax.default(mul_8, -1, False);  mul_8 = None
    expand_34 = torch.ops.aten.expand.default(_softmax_8, [2, 4, 8, 8]);  _softmax_8 = None
    view_152 = torch.ops.aten.view.default(expand_34, [8, 8, 8]);  expand_34 = None
    expand_35 = torch.ops.aten.expand.default(permute_75, [2, 4, 8, 8]);  permute_75 = None
    clone_34 = torch.ops.aten.clone.default(expand_35, memory_format = torch.contiguous_format);  expand_35 = None
    view_153 = torch.ops.aten.view.default(clone_34, [8, 8, 8]);  clone_34 = None
    bmm_17 = torch.ops.aten.bmm.default(view_152, view_153);  view_152 = view_153 = None
    view_154 = torch.ops.aten.view.default(bmm_17, [2, 4, 8, 8]);  bmm_17 = None
    permute_77 = torch.ops.aten.permute.default(view_154, [0, 2, 1, 3]);  view_154 = None
    clone_35 = torch.ops.aten.clone.default(permute_77, memory_format = torch.contiguous_format);  permute_77 = None
    view_155 = torch.ops.aten.view.default(clone_35, [2, 8, 32]);  clone_35 = None
    view_156 = torch.ops.aten.view.default(view_155, [16, 32]);  view_155 = None
    permute_78 = torch.ops.aten.permute.default(p_proj_weight, [1, 0]);  p_proj_weight = None
    addmm_33 = torch.ops.aten.addmm.default(p_proj_bias, view_156, permute_78);  p_proj_bias = view_156 = permute_78 = None
    view_157 = torch.ops.aten.view.default(addmm_33, [2, 8, 32]);  addmm_33 = None
    add_16 = torch.ops.aten.add.Tensor(getitem_41, view_157);  getitem_41 = view_157 = None
    native_layer_norm_16 = torch.ops.aten.native_layer_norm.default(add_16, [32], p_ln1_weight, p_ln1_bias, 1e-05);  add_16 = p_ln1_weight = p_ln1_bias = None
    getitem_45 = native_layer_norm_16[0];  native_layer_norm_16 = None
    view_158 = torch.ops.aten.view.default(getitem_45, [16, 32])
    permute_79 = torch.ops.aten.permute.default(p_fc1_weight, [1, 0]);  p_fc1_weight = None
    addmm_34 = torch.ops.aten.addmm.default(p_fc1_bias, view_158, permute_79);  p_fc1_bias = view_158 = permute_79 = None
    view_159 = torch.ops.aten.view.default(addmm_34, [2, 8, 128]);  addmm_34 = None
    gelu_8 = torch.ops.aten.gelu.default(view_159);  view_159 = None
    view_160 = torch.ops.aten.view.default(gelu_8, [16, 128]);  gelu_8 = None
    permute_80 = torch.ops.aten.permute.default(p_fc2_weight, [1, 0]);  p_fc2_weight = None
    addmm_35 = torch.ops.aten.addmm.default(p_fc2_bias, view_160, permute_80);  p_fc2_bias = view_160 = permute_80 = None
    view_161 = torch.ops.aten.view.default(addmm_35, [2, 8, 32]);  addmm_35 = None
    add_17 = torch.ops.aten.add.Tensor(getitem_45, view_161);  getitem_45 = view_161 = None
    native_layer_norm_17 = torch.ops.aten.native_layer_norm.default(add_17, [32], p_ln2_weight, p_ln2_bias, 1e-05);  add_17 = p_ln2_weight = p_ln2_bias = None
    getitem_46 = native_layer_norm_17[0];  native_layer_norm_17 = None
    return (getitem_46,)
    