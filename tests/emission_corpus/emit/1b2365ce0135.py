


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
    view_54 = torch.ops.aten.view.default(getitem_16, [16, 32])
    permute_27 = torch.ops.aten.permute.default(p_qkv_weight, [1, 0])
    addmm_12 = torch.ops.aten.addmm.default(p_qkv_bias, view_54, permute_27);  view_54 = permute_27 = None
    view_55 = torch.ops.aten.view.default(addmm_12, [2, 8, 96]);  addmm_12 = None
    split_with_sizes_3 = torch.ops.aten.split_with_sizes.default(view_55, [32, 32, 32], -1);  view_55 = None
    getitem_17 = split_with_sizes_3[0]
    getitem_18 = split_with_sizes_3[1]
    getitem_19 = split_with_sizes_3[2];  split_with_sizes_3 = None
    view_56 = torch.ops.aten.view.default(getitem_17, [2, 8, 4, 8]);  getitem_17 = None
    permute_28 = torch.ops.aten.permute.default(view_56, [0, 2, 1, 3]);  view_56 = None
    view_57 = torch.ops.aten.view.default(getitem_18, [2, 8, 4, 8]);  getitem_18 = None
    permute_29 = torch.ops.aten.permute.default(view_57, [0, 2, 1, 3]);  view_57 = None
    view_58 = torch.ops.aten.view.default(getitem_19, [2, 8, 4, 8]);  getitem_19 = None
    permute_30 = torch.ops.aten.permute.default(view_58, [0, 2, 1, 3]);  view_58 = None
    permute_31 = torch.ops.aten.permute.default(permute_29, [0, 1, 3, 2]);  permute_29 = None
    expand_12 = torch.ops.aten.expand.default(permute_28, [2, 4, 8, 8]);  permute_28 = None
    clone_12 = torch.ops.aten.clone.default(expand_12, memory_format = torch.contiguous_format);  expand_12 = None
    view_59 = torch.ops.aten.view.default(clone_12, [8, 8, 8]);  clone_12 = None
    expand_13 = torch.ops.aten.expand.default(permute_31, [2, 4, 8, 8]);  permute_31 = None
    clone_13 = torch.ops.aten.clone.default(expand_13, memory_format = torch.contiguous_format);  expand_13 = None
    view_60 = torch.ops.aten.view.default(clone_13, [8, 8, 8]);  clone_13 = None
    bmm_6 = torch.ops.aten.bmm.default(view_59, view_60);  view_59 = view_60 = None
    view_61 = torch.ops.aten.view.default(bmm_6, [2, 4, 8, 8]);  bmm_6 = None
    mul_3 = torch.ops.aten.mul.Tensor(view_61, 0.3535533905932738);  view_61 = None
    _softmax_3 = torch.ops.aten._softmax.default(mul_3, -1, False);  mul_3 = None
    expand_14 = torch.ops.aten.expand.default(_softmax_3, [2, 4, 8, 8]);  _softmax_3 = None
    view_62 = torch.ops.aten.view.default(expand_14, [8, 8, 8]);  expand_14 = None
    expand_15 = torch.ops.aten.expand.default(permute_30, [2, 4, 8, 8]);  permute_30 = None
    clone_14 = torch.ops.aten.clone.default(expand_15, memory_format = torch.contiguous_format);  expand_15 = None
    view_63 = torch.ops.aten.view.default(clone_14, [8, 8, 8]);  clone_14 = None
    bmm_7 = torch.ops.aten.bmm.default(view_62, view_63);  view_62 = view_63 = None
    view_64 = torch.ops.aten.view.default(bmm_7, [2, 4, 8, 8]);  bmm_7 = None
    permute_32 = torch.ops.aten.permute.default(view_64, [0, 2, 1, 3]);  view_64 = None
    clone_15 = torch.ops.aten.clone.default(permute_32, memory_format = torch.contiguous_format);  permute_32 = None
    view_65 = torch.ops.aten.view.default(clone_15, [2, 8, 32]);  clone_15 = None
    view_66 = torch.ops.aten.view.default(view_65, [16, 32]);  view_65 = None
    permute_33 = torch.ops.aten.permute.default(p_proj_weight, [1, 0])
    addmm_13 = torch.ops.aten.addmm.default(p_proj_bias, view_66, permute_33);  view_66 = permute_33 = None
    view_67 = torch.ops.aten.view.default(addmm_13, [2, 8, 32]);  addmm_13 = None
    add_6 = torch.ops.aten.add.Tensor(getitem_16, view_67);  getitem_16 = view_67 = None
    native_layer_norm_6 = torch.ops.aten.native_layer_norm.default(add_6, [32], p_ln1_weight, p_ln1_bias, 1e-05);  add_6 = None
    getitem_20 = native_layer_norm_6[0];  native_layer_norm_6 = None
    view_68 = torch.ops.aten.view.default(getitem_20, [16, 32])
    permute_34 = torch.ops.aten.permute.default(p_fc1_weight, [1, 0])
    addmm_14 = torch.ops.aten.addmm.default(p_fc1_bias, view_68, permute_34);  view_68 = permute_34 = None
    view_69 = torch.ops.aten.view.default(addmm_14, [2, 8, 128]);  addmm_14 = None
    gelu_3 = torch.ops.aten.gelu.default(view_69);  view_69 = None
    view_70 = torch.ops.aten.view.default(gelu_3, [16, 128]);  gelu_3 = None
    permute_35 = torch.ops.aten.permute.default(p_fc2_weight, [1, 0])
    addmm_15 = torch.ops.aten.addmm.default(p_fc2_bias, view_70, permute_35);  view_70 = permute_35 = None
    view_71 = torch.ops.aten.view.default(addmm_15, [2, 8, 32]);  addmm_15 = None
    add_7 = torch.ops.aten.add.Tensor(getitem_20, view_71);  getitem_20 = view_71 = None
    native_layer_norm_7 = torch.ops.aten.native_layer_norm.default(add_7, [32], p_ln2_weight, p_ln2_bias, 1e-05);  add_7 = None
    getitem_21 = native_layer_norm_7[0];  native_layer_norm_7 = None
    view_72 = torch.ops.aten.view.default(getitem_21, [16, 32])
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
    add_8 = torch.ops.aten.add.Tensor(getitem_21, view_85);  getitem_21 = view_85 = None
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
    view_108 = torch.ops.aten.view.default(getitem_31, [16, 32])
    permute_54 = torch.ops.aten.permute.default(p_qkv_weight, [1, 0]);  p_qkv_weight = None
    addmm_24 = torch.ops.aten.addmm.default(p_qkv_bias, view_108, permute_54);  p_qkv_bias = view_108 = permute_54 = None
    view_109 = torch.ops.aten.view.default(addmm_24, [2, 8, 96]);  addmm_24 = None
    split_with_sizes_6 = torch.ops.aten.split_with_sizes.default(view_109, [32, 32, 32], -1);  view_109 = None
    getitem_32 = split_with_sizes_6[0]
    getitem_33 = split_with_sizes_6[1]
    getitem_34 = split_with_sizes_6[2];  split_with_sizes_6 = None
    view_110 = torch.ops.aten.view.default(getitem_32, [2, 8, 4, 8]);  getitem_32 = None
    permute_55 = torch.ops.aten.permute.default(view_110, [0, 2, 1, 3]);  view_110 = None
    view_111 = torch.ops.aten.view.default(getitem_33, [2, 8, 4, 8]);  getitem_33 = None
    permute_56 = torch.ops.aten.permute.default(view_111, [0, 2, 1, 3]);  view_111 = None
    view_112 = torch.ops.aten.view.default(getitem_34, [2, 8, 4, 8]);  getitem_34 = None
    permute_57 = torch.ops.aten.permute.default(view_112, [0, 2, 1, 3]);  view_112 = None
    permute_58 = torch.ops.aten.permute.default(permute_56, [0, 1, 3, 2]);  permute_56 = None
    expand_24 = torch.ops.aten.expand.default(permute_55, [2, 4, 8, 8]);  permute_55 = None
    clone_24 = torch.ops.aten.clone.default(expand_24, memory_format = torch.contiguous_format);  expand_24 = None
    view_113 = torch.ops.aten.view.default(clone_24, [8, 8, 8]);  clone_24 = None
    expand_25 = torch.ops.aten.expand.default(permute_58, [2, 4, 8, 8]);  permute_58 = None
    clone_25 = torch.ops.aten.clone.default(expand_25, memory_format = torch.contiguous_format);  expand_25 = None
    view_114 = torch.ops.aten.view.default(clone_25, [8, 8, 8]);  clone_25 = None
    bmm_12 = torch.ops.aten.bmm.default(view_113, view_114);  view_113 = view_114 = None
    view_115 = torch.ops.aten.view.default(bmm_12, [2, 4, 8, 8]);  bmm_12 = None
    mul_6 = torch.ops.aten.mul.Tensor(view_115, 0.3535533905932738);  view_115 = None
    _softmax_6 = torch.ops.aten._softmax.default(mul_6, -1, False);  mul_6 = None
    expand_26 = torch.ops.aten.expand.default(_softmax_6, [2, 4, 8, 8]);  _softmax_6 = None
    view_116 = torch.ops.aten.view.default(expand_26, [8, 8, 8]);  expand_26 = None
    expand_27 = torch.ops.aten.expand.default(permute_57, [2, 4, 8, 8]);  permute_57 = None
    clone_26 = torch.ops.aten.clone.default(expand_27, memory_format = torch.contiguous_format);  expand_27 = None
    view_117 = torch.ops.aten.view.default(clone_26, [8, 8, 8]);  clone_26 = None
    bmm_13 = torch.ops.aten.bmm.default(view_116, view_117);  view_116 = view_117 = None
    view_118 = torch.ops.aten.view.default(bmm_13, [2, 4, 8, 8]);  bmm_13 = None
    permute_59 = torch.ops.aten.permute.default(view_118, [0, 2, 1, 3]);  view_118 = None
    clone_27 = torch.ops.aten.clone.default(permute_59, memory_format = torch.contiguous_format);  permute_59 = None
    view_119 = torch.ops.aten.view.default(clone_27, [2, 8, 32]);  clone_27 = None
    view_120 = torch.ops.aten.view.default(view_119, [16, 32]);  view_119 = None
    permute_60 = torch.ops.aten.permute.default(p_proj_weight, [1, 0]);  p_proj_weight = None
    addmm_25 = torch.ops.aten.addmm.default(p_proj_bias, view_120, permute_60);  p_proj_bias = view_120 = permute_60 = None
    view_121 = torch.ops.aten.view.default(addmm_25, [2, 8, 32]);  addmm_25 = None
    add_12 = torch.ops.aten.add.Tensor(getitem_31, view_121);  getitem_31 = view_121 = None
    native_layer_norm_12 = torch.ops.aten.native_layer_norm.default(add_12, [32], p_ln1_weight, p_ln1_bias, 1e-05);  add_12 = p_ln1_weight = p_ln1_bias = None
    getitem_35 = native_layer_norm_12[0];  native_layer_norm_12 = None
    view_122 = torch.ops.aten.view.default(getitem_35, [16, 32])
    permute_61 = torch.ops.aten.permute.default(p_fc1_weight, [1, 0]);  p_fc1_weight = None
    addmm_26 = torch.ops.aten.addmm.default(p_fc1_bias, view_122, permute_61);  p_fc1_bias = view_122 = permute_61 = None
    view_123 = torch.ops.aten.view.default(addmm_26, [2, 8, 128]);  addmm_26 = None
    gelu_6 = torch.ops.aten.gelu.default(view_123);  view_123 = None
    view_124 = torch.ops.aten.view.default(gelu_6, [16, 128]);  gelu_6 = None
    permute_62 = torch.ops.aten.permute.default(p_fc2_weight, [1, 0]);  p_fc2_weight = None
    addmm_27 = torch.ops.aten.addmm.default(p_fc2_bias, view_124, permute_62);  p_fc2_bias = view_124 = permute_62 = None
    view_125 = torch.ops.aten.view.default(addmm_27, [2, 8, 32]);  addmm_27 = None
    add_13 = torch.ops.aten.add.Tensor(getitem_35, view_125);  getitem_35 = view_125 = None
    native_layer_norm_13 = torch.ops.aten.native_layer_norm.default(add_13, [32], p_ln2_weight, p_ln2_bias, 1e-05);  add_13 = p_ln2_weight = p_ln2_bias = None
    getitem_36 = native_layer_norm_13[0];  native_layer_norm_13 = None
    return (getitem_36,)
    