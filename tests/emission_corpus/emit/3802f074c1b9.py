


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
    permute_54 = torch.ops.aten.permute.default(p_qkv_weight, [1, 0])
    addmm_24 = torch.ops.aten.addmm.default(p_qkv_bias, view_108, permute_54);  view_108 = permute_54 = None
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
    permute_60 = torch.ops.aten.permute.default(p_proj_weight, [1, 0])
    addmm_25 = torch.ops.aten.addmm.default(p_proj_bias, view_120, permute_60);  view_120 = permute_60 = None
    view_121 = torch.ops.aten.view.default(addmm_25, [2, 8, 32]);  addmm_25 = None
    add_12 = torch.ops.aten.add.Tensor(getitem_31, view_121);  getitem_31 = view_121 = None
    native_layer_norm_12 = torch.ops.aten.native_layer_norm.default(add_12, [32], p_ln1_weight, p_ln1_bias, 1e-05);  add_12 = None
    getitem_35 = native_layer_norm_12[0];  native_layer_norm_12 = None
    view_122 = torch.ops.aten.view.default(getitem_35, [16, 32])
    permute_61 = torch.ops.aten.permute.default(p_fc1_weight, [1, 0])
    addmm_26 = torch.ops.aten.addmm.default(p_fc1_bias, view_122, permute_61);  view_122 = permute_61 = None
    view_123 = torch.ops.aten.view.default(addmm_26, [2, 8, 128]);  addmm_26 = None
    gelu_6 = torch.ops.aten.gelu.default(view_123);  view_123 = None
    view_124 = torch.ops.aten.view.default(gelu_6, [16, 128]);  gelu_6 = None
    permute_62 = torch.ops.aten.permute.default(p_fc2_weight, [1, 0])
    addmm_27 = torch.ops.aten.addmm.default(p_fc2_bias, view_124, permute_62);  view_124 = permute_62 = None
    view_125 = torch.ops.aten.view.default(addmm_27, [2, 8, 32]);  addmm_27 = None
    add_13 = torch.ops.aten.add.Tensor(getitem_35, view_125);  getitem_35 = view_125 = None
    native_layer_norm_13 = torch.ops.aten.native_layer_norm.default(add_13, [32], p_ln2_weight, p_ln2_bias, 1e-05);  add_13 = None
    getitem_36 = native_layer_norm_13[0];  native_layer_norm_13 = None
    view_126 = torch.ops.aten.view.default(getitem_36, [16, 32])
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
    add_14 = torch.ops.aten.add.Tensor(getitem_36, view_139);  getitem_36 = view_139 = None
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
    permute_72 = torch.ops.aten.permute.default(p_qkv_weight, [1, 0])
    addmm_32 = torch.ops.aten.addmm.default(p_qkv_bias, view_144, permute_72);  view_144 = permute_72 = None
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
    permute_78 = torch.ops.aten.permute.default(p_proj_weight, [1, 0])
    addmm_33 = torch.ops.aten.addmm.default(p_proj_bias, view_156, permute_78);  view_156 = permute_78 = None
    view_157 = torch.ops.aten.view.default(addmm_33, [2, 8, 32]);  addmm_33 = None
    add_16 = torch.ops.aten.add.Tensor(getitem_41, view_157);  getitem_41 = view_157 = None
    native_layer_norm_16 = torch.ops.aten.native_layer_norm.default(add_16, [32], p_ln1_weight, p_ln1_bias, 1e-05);  add_16 = None
    getitem_45 = native_layer_norm_16[0];  native_layer_norm_16 = None
    view_158 = torch.ops.aten.view.default(getitem_45, [16, 32])
    permute_79 = torch.ops.aten.permute.default(p_fc1_weight, [1, 0])
    addmm_34 = torch.ops.aten.addmm.default(p_fc1_bias, view_158, permute_79);  view_158 = permute_79 = None
    view_159 = torch.ops.aten.view.default(addmm_34, [2, 8, 128]);  addmm_34 = None
    gelu_8 = torch.ops.aten.gelu.default(view_159);  view_159 = None
    view_160 = torch.ops.aten.view.default(gelu_8, [16, 128]);  gelu_8 = None
    permute_80 = torch.ops.aten.permute.default(p_fc2_weight, [1, 0])
    addmm_35 = torch.ops.aten.addmm.default(p_fc2_bias, view_160, permute_80);  view_160 = permute_80 = None
    view_161 = torch.ops.aten.view.default(addmm_35, [2, 8, 32]);  addmm_35 = None
    add_17 = torch.ops.aten.add.Tensor(getitem_45, view_161);  getitem_45 = view_161 = None
    native_layer_norm_17 = torch.ops.aten.native_layer_norm.default(add_17, [32], p_ln2_weight, p_ln2_bias, 1e-05);  add_17 = None
    getitem_46 = native_layer_norm_17[0];  native_layer_norm_17 = None
    view_162 = torch.ops.aten.view.default(getitem_46, [16, 32])
    permute_81 = torch.ops.aten.permute.default(p_qkv_weight, [1, 0])
    addmm_36 = torch.ops.aten.addmm.default(p_qkv_bias, view_162, permute_81);  view_162 = permute_81 = None
    view_163 = torch.ops.aten.view.default(addmm_36, [2, 8, 96]);  addmm_36 = None
    split_with_sizes_9 = torch.ops.aten.split_with_sizes.default(view_163, [32, 32, 32], -1);  view_163 = None
    getitem_47 = split_with_sizes_9[0]
    getitem_48 = split_with_sizes_9[1]
    getitem_49 = split_with_sizes_9[2];  split_with_sizes_9 = None
    view_164 = torch.ops.aten.view.default(getitem_47, [2, 8, 4, 8]);  getitem_47 = None
    permute_82 = torch.ops.aten.permute.default(view_164, [0, 2, 1, 3]);  view_164 = None
    view_165 = torch.ops.aten.view.default(getitem_48, [2, 8, 4, 8]);  getitem_48 = None
    permute_83 = torch.ops.aten.permute.default(view_165, [0, 2, 1, 3]);  view_165 = None
    view_166 = torch.ops.aten.view.default(getitem_49, [2, 8, 4, 8]);  getitem_49 = None
    permute_84 = torch.ops.aten.permute.default(view_166, [0, 2, 1, 3]);  view_166 = None
    permute_85 = torch.ops.aten.permute.default(permute_83, [0, 1, 3, 2]);  permute_83 = None
    expand_36 = torch.ops.aten.expand.default(permute_82, [2, 4, 8, 8]);  permute_82 = None
    clone_36 = torch.ops.aten.clone.default(expand_36, memory_format = torch.contiguous_format);  expand_36 = None
    view_167 = torch.ops.aten.view.default(clone_36, [8, 8, 8]);  clone_36 = None
    expand_37 = torch.ops.aten.expand.default(permute_85, [2, 4, 8, 8]);  permute_85 = None
    clone_37 = torch.ops.aten.clone.default(expand_37, memory_format = torch.contiguous_format);  expand_37 = None
    view_168 = torch.ops.aten.view.default(clone_37, [8, 8, 8]);  clone_37 = None
    bmm_18 = torch.ops.aten.bmm.default(view_167, view_168);  view_167 = view_168 = None
    view_169 = torch.ops.aten.view.default(bmm_18, [2, 4, 8, 8]);  bmm_18 = None
    mul_9 = torch.ops.aten.mul.Tensor(view_169, 0.3535533905932738);  view_169 = None
    _softmax_9 = torch.ops.aten._softmax.default(mul_9, -1, False);  mul_9 = None
    expand_38 = torch.ops.aten.expand.default(_softmax_9, [2, 4, 8, 8]);  _softmax_9 = None
    view_170 = torch.ops.aten.view.default(expand_38, [8, 8, 8]);  expand_38 = None
    expand_39 = torch.ops.aten.expand.default(permute_84, [2, 4, 8, 8]);  permute_84 = None
    clone_38 = torch.ops.aten.clone.default(expand_39, memory_format = torch.contiguous_format);  expand_39 = None
    view_171 = torch.ops.aten.view.default(clone_38, [8, 8, 8]);  clone_38 = None
    bmm_19 = torch.ops.aten.bmm.default(view_170, view_171);  view_170 = view_171 = None
    view_172 = torch.ops.aten.view.default(bmm_19, [2, 4, 8, 8]);  bmm_19 = None
    permute_86 = torch.ops.aten.permute.default(view_172, [0, 2, 1, 3]);  view_172 = None
    clone_39 = torch.ops.aten.clone.default(permute_86, memory_format = torch.contiguous_format);  permute_86 = None
    view_173 = torch.ops.aten.view.default(clone_39, [2, 8, 32]);  clone_39 = None
    view_174 = torch.ops.aten.view.default(view_173, [16, 32]);  view_173 = None
    permute_87 = torch.ops.aten.permute.default(p_proj_weight, [1, 0])
    addmm_37 = torch.ops.aten.addmm.default(p_proj_bias, view_174, permute_87);  view_174 = permute_87 = None
    view_175 = torch.ops.aten.view.default(addmm_37, [2, 8, 32]);  addmm_37 = None
    add_18 = torch.ops.aten.add.Tensor(getitem_46, view_175);  getitem_46 = view_175 = None
    native_layer_norm_18 = torch.ops.aten.native_layer_norm.default(add_18, [32], p_ln1_weight, p_ln1_bias, 1e-05);  add_18 = None
    getitem_50 = native_layer_norm_18[0];  native_layer_norm_18 = None
    view_176 = torch.ops.aten.view.default(getitem_50, [16, 32])
    permute_88 = torch.ops.aten.permute.default(p_fc1_weight, [1, 0])
    addmm_38 = torch.ops.aten.addmm.default(p_fc1_bias, view_176, permute_88);  view_176 = permute_88 = None
    view_177 = torch.ops.aten.view.default(addmm_38, [2, 8, 128]);  addmm_38 = None
    gelu_9 = torch.ops.aten.gelu.default(view_177);  view_177 = None
    view_178 = torch.ops.aten.view.default(gelu_9, [16, 128]);  gelu_9 = None
    permute_89 = torch.ops.aten.permute.default(p_fc2_weight, [1, 0])
    addmm_39 = torch.ops.aten.addmm.default(p_fc2_bias, view_178, permute_89);  view_178 = permute_89 = None
    view_179 = torch.ops.aten.view.default(addmm_39, [2, 8, 32]);  addmm_39 = None
    add_19 = torch.ops.aten.add.Tensor(getitem_50, view_179);  getitem_50 = view_179 = None
    native_layer_norm_19 = torch.ops.aten.native_layer_norm.default(add_19, [32], p_ln2_weight, p_ln2_bias, 1e-05);  add_19 = None
    getitem_51 = native_layer_norm_19[0];  native_layer_norm_19 = None
    view_180 = torch.ops.aten.view.default(getitem_51, [16, 32])
    permute_90 = torch.ops.aten.permute.default(p_qkv_weight, [1, 0])
    addmm_40 = torch.ops.aten.addmm.default(p_qkv_bias, view_180, permute_90);  view_180 = permute_90 = None
    view_181 = torch.ops.aten.view.default(addmm_40, [2, 8, 96]);  addmm_40 = None
    split_with_sizes_10 = torch.ops.aten.split_with_sizes.default(view_181, [32, 32, 32], -1);  view_181 = None
    getitem_52 = split_with_sizes_10[0]
    getitem_53 = split_with_sizes_10[1]
    getitem_54 = split_with_sizes_10[2];  split_with_sizes_10 = None
    view_182 = torch.ops.aten.view.default(getitem_52, [2, 8, 4, 8]);  getitem_52 = None
    permute_91 = torch.ops.aten.permute.default(view_182, [0, 2, 1, 3]);  view_182 = None
    view_183 = torch.ops.aten.view.default(getitem_53, [2, 8, 4, 8]);  getitem_53 = None
    permute_92 = torch.ops.aten.permute.default(view_183, [0, 2, 1, 3]);  view_183 = None
    view_184 = torch.ops.aten.view.default(getitem_54, [2, 8, 4, 8]);  getitem_54 = None
    permute_93 = torch.ops.aten.permute.default(view_184, [0, 2, 1, 3]);  view_184 = None
    permute_94 = torch.ops.aten.permute.default(permute_92, [0, 1, 3, 2]);  permute_92 = None
    expand_40 = torch.ops.aten.expand.default(permute_91, [2, 4, 8, 8]);  permute_91 = None
    clone_40 = torch.ops.aten.clone.default(expand_40, memory_format = torch.contiguous_format);  expand_40 = None
    view_185 = torch.ops.aten.view.default(clone_40, [8, 8, 8]);  clone_40 = None
    expand_41 = torch.ops.aten.expand.default(permute_94, [2, 4, 8, 8]);  permute_94 = None
    clone_41 = torch.ops.aten.clone.default(expand_41, memory_format = torch.contiguous_format);  expand_41 = None
    view_186 = torch.ops.aten.view.default(clone_41, [8, 8, 8]);  clone_41 = None
    bmm_20 = torch.ops.aten.bmm.default(view_185, view_186);  view_185 = view_186 = None
    view_187 = torch.ops.aten.view.default(bmm_20, [2, 4, 8, 8]);  bmm_20 = None
    mul_10 = torch.ops.aten.mul.Tensor(view_187, 0.3535533905932738);  view_187 = None
    _softmax_10 = torch.ops.aten._softmax.default(mul_10, -1, False);  mul_10 = None
    expand_42 = torch.ops.aten.expand.default(_softmax_10, [2, 4, 8, 8]);  _softmax_10 = None
    view_188 = torch.ops.aten.view.default(expand_42, [8, 8, 8]);  expand_42 = None
    expand_43 = torch.ops.aten.expand.default(permute_93, [2, 4, 8, 8]);  permute_93 = None
    clone_42 = torch.ops.aten.clone.default(expand_43, memory_format = torch.contiguous_format);  expand_43 = None
    view_189 = torch.ops.aten.view.default(clone_42, [8, 8, 8]);  clone_42 = None
    bmm_21 = torch.ops.aten.bmm.default(view_188, view_189);  view_188 = view_189 = None
    view_190 = torch.ops.aten.view.default(bmm_21, [2, 4, 8, 8]);  bmm_21 = None
    permute_95 = torch.ops.aten.permute.default(view_190, [0, 2, 1, 3]);  view_190 = None
    clone_43 = torch.ops.aten.clone.default(permute_95, memory_format = torch.contiguous_format);  permute_95 = None
    view_191 = torch.ops.aten.view.default(clone_43, [2, 8, 32]);  clone_43 = None
    view_192 = torch.ops.aten.view.default(view_191, [16, 32]);  view_191 = None
    permute_96 = torch.ops.aten.permute.default(p_proj_weight, [1, 0])
    addmm_41 = torch.ops.aten.addmm.default(p_proj_bias, view_192, permute_96);  view_192 = permute_96 = None
    view_193 = torch.ops.aten.view.default(addmm_41, [2, 8, 32]);  addmm_41 = None
    add_20 = torch.ops.aten.add.Tensor(getitem_51, view_193);  getitem_51 = view_193 = None
    native_layer_norm_20 = torch.ops.aten.native_layer_norm.default(add_20, [32], p_ln1_weight, p_ln1_bias, 1e-05);  add_20 = None
    getitem_55 = native_layer_norm_20[0];  native_layer_norm_20 = None
    view_194 = torch.ops.aten.view.default(getitem_55, [16, 32])
    permute_97 = torch.ops.aten.permute.default(p_fc1_weight, [1, 0])
    addmm_42 = torch.ops.aten.addmm.default(p_fc1_bias, view_194, permute_97);  view_194 = permute_97 = None
    view_195 = torch.ops.aten.view.default(addmm_42, [2, 8, 128]);  addmm_42 = None
    gelu_10 = torch.ops.aten.gelu.default(view_195);  view_195 = None
    view_196 = torch.ops.aten.view.default(gelu_10, [16, 128]);  gelu_10 = None
    permute_98 = torch.ops.aten.permute.default(p_fc2_weight, [1, 0])
    addmm_43 = torch.ops.aten.addmm.default(p_fc2_bias, view_196, permute_98);  view_196 = permute_98 = None
    view_197 = torch.ops.aten.view.default(addmm_43, [2, 8, 32]);  addmm_43 = None
    add_21 = torch.ops.aten.add.Tensor(getitem_55, view_197);  getitem_55 = view_197 = None
    native_layer_norm_21 = torch.ops.aten.native_layer_norm.default(add_21, [32], p_ln2_weight, p_ln2_bias, 1e-05);  add_21 = None
    getitem_56 = native_layer_norm_21[0];  native_layer_norm_21 = None
    view_198 = torch.ops.aten.view.default(getitem_56, [16, 32])
    permute_99 = torch.ops.aten.permute.default(p_qkv_weight, [1, 0])
    addmm_44 = torch.ops.aten.addmm.default(p_qkv_bias, view_198, permute_99);  view_198 = permute_99 = None
    view_199 = torch.ops.aten.view.default(addmm_44, [2, 8, 96]);  addmm_44 = None
    split_with_sizes_11 = torch.ops.aten.split_with_sizes.default(view_199, [32, 32, 32], -1);  view_199 = None
    getitem_57 = split_with_sizes_11[0]
    getitem_58 = split_with_sizes_11[1]
    getitem_59 = split_with_sizes_11[2];  split_with_sizes_11 = None
    view_200 = torch.ops.aten.view.default(getitem_57, [2, 8, 4, 8]);  getitem_57 = None
    permute_100 = torch.ops.aten.permute.default(view_200, [0, 2, 1, 3]);  view_200 = None
    view_201 = torch.ops.aten.view.default(getitem_58, [2, 8, 4, 8]);  getitem_58 = None
    permute_101 = torch.ops.aten.permute.default(view_201, [0, 2, 1, 3]);  view_201 = None
    view_202 = torch.ops.aten.view.default(getitem_59, [2, 8, 4, 8]);  getitem_59 = None
    permute_102 = torch.ops.aten.permute.default(view_202, [0, 2, 1, 3]);  view_202 = None
    permute_103 = torch.ops.aten.permute.default(permute_101, [0, 1, 3, 2]);  permute_101 = None
    expand_44 = torch.ops.aten.expand.default(permute_100, [2, 4, 8, 8]);  permute_100 = None
    clone_44 = torch.ops.aten.clone.default(expand_44, memory_format = torch.contiguous_format);  expand_44 = None
    view_203 = torch.ops.aten.view.default(clone_44, [8, 8, 8]);  clone_44 = None
    expand_45 = torch.ops.aten.expand.default(permute_103, [2, 4, 8, 8]);  permute_103 = None
    clone_45 = torch.ops.aten.clone.default(expand_45, memory_format = torch.contiguous_format);  expand_45 = None
    view_204 = torch.ops.aten.view.default(clone_45, [8, 8, 8]);  clone_45 = None
    bmm_22 = torch.ops.aten.bmm.default(view_203, view_204);  view_203 = view_204 = None
    view_205 = torch.ops.aten.view.default(bmm_22, [2, 4, 8, 8]);  bmm_22 = None
    mul_11 = torch.ops.aten.mul.Tensor(view_205, 0.3535533905932738);  view_205 = None
    _softmax_11 = torch.ops.aten._softmax.default(mul_11, -1, False);  mul_11 = None
    expand_46 = torch.ops.aten.expand.default(_softmax_11, [2, 4, 8, 8]);  _softmax_11 = None
    view_206 = torch.ops.aten.view.default(expand_46, [8, 8, 8]);  expand_46 = None
    expand_47 = torch.ops.aten.expand.default(permute_102, [2, 4, 8, 8]);  permute_102 = None
    clone_46 = torch.ops.aten.clone.default(expand_47, memory_format = torch.contiguous_format);  expand_47 = None
    view_207 = torch.ops.aten.view.default(clone_46, [8, 8, 8]);  clone_46 = None
    bmm_23 = torch.ops.aten.bmm.default(view_206, view_207);  view_206 = view_207 = None
    view_208 = torch.ops.aten.view.default(bmm_23, [2, 4, 8, 8]);  bmm_23 = None
    permute_104 = torch.ops.aten.permute.default(view_208, [0, 2, 1, 3]);  view_208 = None
    clone_47 = torch.ops.aten.clone.default(permute_104, memory_format = torch.contiguous_format);  permute_104 = None
    view_209 = torch.ops.aten.view.default(clone_47, [2, 8, 32]);  clone_47 = None
    view_210 = torch.ops.aten.view.default(view_209, [16, 32]);  view_209 = None
    permute_105 = torch.ops.aten.permute.default(p_proj_weight, [1, 0])
    addmm_45 = torch.ops.aten.addmm.default(p_proj_bias, view_210, permute_105);  view_210 = permute_105 = None
    view_211 = torch.ops.aten.view.default(addmm_45, [2, 8, 32]);  addmm_45 = None
    add_22 = torch.ops.aten.add.Tensor(getitem_56, view_211);  getitem_56 = view_211 = None
    native_layer_norm_22 = torch.ops.aten.native_layer_norm.default(add_22, [32], p_ln1_weight, p_ln1_bias, 1e-05);  add_22 = None
    getitem_60 = native_layer_norm_22[0];  native_layer_norm_22 = None
    view_212 = torch.ops.aten.view.default(getitem_60, [16, 32])
    permute_106 = torch.ops.aten.permute.default(p_fc1_weight, [1, 0])
    addmm_46 = torch.ops.aten.addmm.default(p_fc1_bias, view_212, permute_106);  view_212 = permute_106 = None
    view_213 = torch.ops.aten.view.default(addmm_46, [2, 8, 128]);  addmm_46 = None
    gelu_11 = torch.ops.aten.gelu.default(view_213);  view_213 = None
    view_214 = torch.ops.aten.view.default(gelu_11, [16, 128]);  gelu_11 = None
    permute_107 = torch.ops.aten.permute.default(p_fc2_weight, [1, 0])
    addmm_47 = torch.ops.aten.addmm.default(p_fc2_bias, view_214, permute_107);  view_214 = permute_107 = None
    view_215 = torch.ops.aten.view.default(addmm_47, [2, 8, 32]);  addmm_47 = None
    add_23 = torch.ops.aten.add.Tensor(getitem_60, view_215);  getitem_60 = view_215 = None
    native_layer_norm_23 = torch.ops.aten.native_layer_norm.default(add_23, [32], p_ln2_weight, p_ln2_bias, 1e-05);  add_23 = None
    getitem_61 = native_layer_norm_23[0];  native_layer_norm_23 = None
    view_216 = torch.ops.aten.view.default(getitem_61, [16, 32])
    permute_108 = torch.ops.aten.permute.default(p_qkv_weight, [1, 0])
    addmm_48 = torch.ops.aten.addmm.default(p_qkv_bias, view_216, permute_108);  view_216 = permute_108 = None
    view_217 = torch.ops.aten.view.default(addmm_48, [2, 8, 96]);  addmm_48 = None
    split_with_sizes_12 = torch.ops.aten.split_with_sizes.default(view_217, [32, 32, 32], -1);  view_217 = None
    getitem_62 = split_with_sizes_12[0]
    getitem_63 = split_with_sizes_12[1]
    getitem_64 = split_with_sizes_12[2];  split_with_sizes_12 = None
    view_218 = torch.ops.aten.view.default(getitem_62, [2, 8, 4, 8]);  getitem_62 = None
    permute_109 = torch.ops.aten.permute.default(view_218, [0, 2, 1, 3]);  view_218 = None
    view_219 = torch.ops.aten.view.default(getitem_63, [2, 8, 4, 8]);  getitem_63 = None
    permute_110 = torch.ops.aten.permute.default(view_219, [0, 2, 1, 3]);  view_219 = None
    view_220 = torch.ops.aten.view.default(getitem_64, [2, 8, 4, 8]);  getitem_64 = None
    permute_111 = torch.ops.aten.permute.default(view_220, [0, 2, 1, 3]);  view_220 = None
    permute_112 = torch.ops.aten.permute.default(permute_110, [0, 1, 3, 2]);  permute_110 = None
    expand_48 = torch.ops.aten.expand.default(permute_109, [2, 4, 8, 8]);  permute_109 = None
    clone_48 = torch.ops.aten.clone.default(expand_48, memory_format = torch.contiguous_format);  expand_48 = None
    view_221 = torch.ops.aten.view.default(clone_48, [8, 8, 8]);  clone_48 = None
    expand_49 = torch.ops.aten.expand.default(permute_112, [2, 4, 8, 8]);  permute_112 = None
    clone_49 = torch.ops.aten.clone.default(expand_49, memory_format = torch.contiguous_format);  expand_49 = None
    view_222 = torch.ops.aten.view.default(clone_49, [8, 8, 8]);  clone_49 = None
    bmm_24 = torch.ops.aten.bmm.default(view_221, view_222);  view_221 = view_222 = None
    view_223 = torch.ops.aten.view.default(bmm_24, [2, 4, 8, 8]);  bmm_24 = None
    mul_12 = torch.ops.aten.mul.Tensor(view_223, 0.3535533905932738);  view_223 = None
    _softmax_12 = torch.ops.aten._softmax.default(mul_12, -1, False);  mul_12 = None
    expand_50 = torch.ops.aten.expand.default(_softmax_12, [2, 4, 8, 8]);  _softmax_12 = None
    view_224 = torch.ops.aten.view.default(expand_50, [8, 8, 8]);  expand_50 = None
    expand_51 = torch.ops.aten.expand.default(permute_111, [2, 4, 8, 8]);  permute_111 = None
    clone_50 = torch.ops.aten.clone.default(expand_51, memory_format = torch.contiguous_format);  expand_51 = None
    view_225 = torch.ops.aten.view.default(clone_50, [8, 8, 8]);  clone_50 = None
    bmm_25 = torch.ops.aten.bmm.default(view_224, view_225);  view_224 = view_225 = None
    view_226 = torch.ops.aten.view.default(bmm_25, [2, 4, 8, 8]);  bmm_25 = None
    permute_113 = torch.ops.aten.permute.default(view_226, [0, 2, 1, 3]);  view_226 = None
    clone_51 = torch.ops.aten.clone.default(permute_113, memory_format = torch.contiguous_format);  permute_113 = None
    view_227 = torch.ops.aten.view.default(clone_51, [2, 8, 32]);  clone_51 = None
    view_228 = torch.ops.aten.view.default(view_227, [16, 32]);  view_227 = None
    permute_114 = torch.ops.aten.permute.default(p_proj_weight, [1, 0])
    addmm_49 = torch.ops.aten.addmm.default(p_proj_bias, view_228, permute_114);  view_228 = permute_114 = None
    view_229 = torch.ops.aten.view.default(addmm_49, [2, 8, 32]);  addmm_49 = None
    add_24 = torch.ops.aten.add.Tensor(getitem_61, view_229);  getitem_61 = view_229 = None
    native_layer_norm_24 = torch.ops.aten.native_layer_norm.default(add_24, [32], p_ln1_weight, p_ln1_bias, 1e-05);  add_24 = None
    getitem_65 = native_layer_norm_24[0];  native_layer_norm_24 = None
    view_230 = torch.ops.aten.view.default(getitem_65, [16, 32])
    permute_115 = torch.ops.aten.permute.default(p_fc1_weight, [1, 0])
    addmm_50 = torch.ops.aten.addmm.default(p_fc1_bias, view_230, permute_115);  view_230 = permute_115 = None
    view_231 = torch.ops.aten.view.default(addmm_50, [2, 8, 128]);  addmm_50 = None
    gelu_12 = torch.ops.aten.gelu.default(view_231);  view_231 = None
    view_232 = torch.ops.aten.view.default(gelu_12, [16, 128]);  gelu_12 = None
    permute_116 = torch.ops.aten.permute.default(p_fc2_weight, [1, 0])
    addmm_51 = torch.ops.aten.addmm.default(p_fc2_bias, view_232, permute_116);  view_232 = permute_116 = None
    view_233 = torch.ops.aten.view.default(addmm_51, [2, 8, 32]);  addmm_51 = None
    add_25 = torch.ops.aten.add.Tensor(getitem_65, view_233);  getitem_65 = view_233 = None
    native_layer_norm_25 = torch.ops.aten.native_layer_norm.default(add_25, [32], p_ln2_weight, p_ln2_bias, 1e-05);  add_25 = None
    getitem_66 = native_layer_norm_25[0];  native_layer_norm_25 = None
    view_234 = torch.ops.aten.view.default(getitem_66, [16, 32])
    permute_117 = torch.ops.aten.permute.default(p_qkv_weight, [1, 0])
    addmm_52 = torch.ops.aten.addmm.default(p_qkv_bias, view_234, permute_117);  view_234 = permute_117 = None
    view_235 = torch.ops.aten.view.default(addmm_52, [2, 8, 96]);  addmm_52 = None
    split_with_sizes_13 = torch.ops.aten.split_with_sizes.default(view_235, [32, 32, 32], -1);  view_235 = None
    getitem_67 = split_with_sizes_13[0]
    getitem_68 = split_with_sizes_13[1]
    getitem_69 = split_with_sizes_13[2];  split_with_sizes_13 = None
    view_236 = torch.ops.aten.view.default(getitem_67, [2, 8, 4, 8]);  getitem_67 = None
    permute_118 = torch.ops.aten.permute.default(view_236, [0, 2, 1, 3]);  view_236 = None
    view_237 = torch.ops.aten.view.default(getitem_68, [2, 8, 4, 8]);  getitem_68 = None
    permute_119 = torch.ops.aten.permute.default(view_237, [0, 2, 1, 3]);  view_237 = None
    view_238 = torch.ops.aten.view.default(getitem_69, [2, 8, 4, 8]);  getitem_69 = None
    permute_120 = torch.ops.aten.permute.default(view_238, [0, 2, 1, 3]);  view_238 = None
    permute_121 = torch.ops.aten.permute.default(permute_119, [0, 1, 3, 2]);  permute_119 = None
    expand_52 = torch.ops.aten.expand.default(permute_118, [2, 4, 8, 8]);  permute_118 = None
    clone_52 = torch.ops.aten.clone.default(expand_52, memory_format = torch.contiguous_format);  expand_52 = None
    view_239 = torch.ops.aten.view.default(clone_52, [8, 8, 8]);  clone_52 = None
    expand_53 = torch.ops.aten.expand.default(permute_121, [2, 4, 8, 8]);  permute_121 = None
    clone_53 = torch.ops.aten.clone.default(expand_53, memory_format = torch.contiguous_format);  expand_53 = None
    view_240 = torch.ops.aten.view.default(clone_53, [8, 8, 8]);  clone_53 = None
    bmm_26 = torch.ops.aten.bmm.default(view_239, view_240);  view_239 = view_240 = None
    view_241 = torch.ops.aten.view.default(bmm_26, [2, 4, 8, 8]);  bmm_26 = None
    mul_13 = torch.ops.aten.mul.Tensor(view_241, 0.3535533905932738);  view_241 = None
    _softmax_13 = torch.ops.aten._softmax.default(mul_13, -1, False);  mul_13 = None
    expand_54 = torch.ops.aten.expand.default(_softmax_13, [2, 4, 8, 8]);  _softmax_13 = None
    view_242 = torch.ops.aten.view.default(expand_54, [8, 8, 8]);  expand_54 = None
    expand_55 = torch.ops.aten.expand.default(permute_120, [2, 4, 8, 8]);  permute_120 = None
    clone_54 = torch.ops.aten.clone.default(expand_55, memory_format = torch.contiguous_format);  expand_55 = None
    view_243 = torch.ops.aten.view.default(clone_54, [8, 8, 8]);  clone_54 = None
    bmm_27 = torch.ops.aten.bmm.default(view_242, view_243);  view_242 = view_243 = None
    view_244 = torch.ops.aten.view.default(bmm_27, [2, 4, 8, 8]);  bmm_27 = None
    permute_122 = torch.ops.aten.permute.default(view_244, [0, 2, 1, 3]);  view_244 = None
    clone_55 = torch.ops.aten.clone.default(permute_122, memory_format = torch.contiguous_format);  permute_122 = None
    view_245 = torch.ops.aten.view.default(clone_55, [2, 8, 32]);  clone_55 = None
    view_246 = torch.ops.aten.view.default(view_245, [16, 32]);  view_245 = None
    permute_123 = torch.ops.aten.permute.default(p_proj_weight, [1, 0])
    addmm_53 = torch.ops.aten.addmm.default(p_proj_bias, view_246, permute_123);  view_246 = permute_123 = None
    view_247 = torch.ops.aten.view.default(addmm_53, [2, 8, 32]);  addmm_53 = None
    add_26 = torch.ops.aten.add.Tensor(getitem_66, view_247);  getitem_66 = view_247 = None
    native_layer_norm_26 = torch.ops.aten.native_layer_norm.default(add_26, [32], p_ln1_weight, p_ln1_bias, 1e-05);  add_26 = None
    getitem_70 = native_layer_norm_26[0];  native_layer_norm_26 = None
    view_248 = torch.ops.aten.view.default(getitem_70, [16, 32])
    permute_124 = torch.ops.aten.permute.default(p_fc1_weight, [1, 0])
    addmm_54 = torch.ops.aten.addmm.default(p_fc1_bias, view_248, permute_124);  view_248 = permute_124 = None
    view_249 = torch.ops.aten.view.default(addmm_54, [2, 8, 128]);  addmm_54 = None
    gelu_13 = torch.ops.aten.gelu.default(view_249);  view_249 = None
    view_250 = torch.ops.aten.view.default(gelu_13, [16, 128]);  gelu_13 = None
    permute_125 = torch.ops.aten.permute.default(p_fc2_weight, [1, 0])
    addmm_55 = torch.ops.aten.addmm.default(p_fc2_bias, view_250, permute_125);  view_250 = permute_125 = None
    view_251 = torch.ops.aten.view.default(addmm_55, [2, 8, 32]);  addmm_55 = None
    add_27 = torch.ops.aten.add.Tensor(getitem_70, view_251);  getitem_70 = view_251 = None
    native_layer_norm_27 = torch.ops.aten.native_layer_norm.default(add_27, [32], p_ln2_weight, p_ln2_bias, 1e-05);  add_27 = None
    getitem_71 = native_layer_norm_27[0];  native_layer_norm_27 = None
    view_252 = torch.ops.aten.view.default(getitem_71, [16, 32])
    permute_126 = torch.ops.aten.permute.default(p_qkv_weight, [1, 0])
    addmm_56 = torch.ops.aten.addmm.default(p_qkv_bias, view_252, permute_126);  view_252 = permute_126 = None
    view_253 = torch.ops.aten.view.default(addmm_56, [2, 8, 96]);  addmm_56 = None
    split_with_sizes_14 = torch.ops.aten.split_with_sizes.default(view_253, [32, 32, 32], -1);  view_253 = None
    getitem_72 = split_with_sizes_14[0]
    getitem_73 = split_with_sizes_14[1]
    getitem_74 = split_with_sizes_14[2];  split_with_sizes_14 = None
    view_254 = torch.ops.aten.view.default(getitem_72, [2, 8, 4, 8]);  getitem_72 = None
    permute_127 = torch.ops.aten.permute.default(view_254, [0, 2, 1, 3]);  view_254 = None
    view_255 = torch.ops.aten.view.default(getitem_73, [2, 8, 4, 8]);  getitem_73 = None
    permute_128 = torch.ops.aten.permute.default(view_255, [0, 2, 1, 3]);  view_255 = None
    view_256 = torch.ops.aten.view.default(getitem_74, [2, 8, 4, 8]);  getitem_74 = None
    permute_129 = torch.ops.aten.permute.default(view_256, [0, 2, 1, 3]);  view_256 = None
    permute_130 = torch.ops.aten.permute.default(permute_128, [0, 1, 3, 2]);  permute_128 = None
    expand_56 = torch.ops.aten.expand.default(permute_127, [2, 4, 8, 8]);  permute_127 = None
    clone_56 = torch.ops.aten.clone.default(expand_56, memory_format = torch.contiguous_format);  expand_56 = None
    view_257 = torch.ops.aten.view.default(clone_56, [8, 8, 8]);  clone_56 = None
    expand_57 = torch.ops.aten.expand.default(permute_130, [2, 4, 8, 8]);  permute_130 = None
    clone_57 = torch.ops.aten.clone.default(expand_57, memory_format = torch.contiguous_format);  expand_57 = None
    view_258 = torch.ops.aten.view.default(clone_57, [8, 8, 8]);  clone_57 = None
    bmm_28 = torch.ops.aten.bmm.default(view_257, view_258);  view_257 = view_258 = None
    view_259 = torch.ops.aten.view.default(bmm_28, [2, 4, 8, 8]);  bmm_28 = None
    mul_14 = torch.ops.aten.mul.Tensor(view_259, 0.3535533905932738);  view_259 = None
    _softmax_14 = torch.ops.aten._softmax.default(mul_14, -1, False);  mul_14 = None
    expand_58 = torch.ops.aten.expand.default(_softmax_14, [2, 4, 8, 8]);  _softmax_14 = None
    view_260 = torch.ops.aten.view.default(expand_58, [8, 8, 8]);  expand_58 = None
    expand_59 = torch.ops.aten.expand.default(permute_129, [2, 4, 8, 8]);  permute_129 = None
    clone_58 = torch.ops.aten.clone.default(expand_59, memory_format = torch.contiguous_format);  expand_59 = None
    view_261 = torch.ops.aten.view.default(clone_58, [8, 8, 8]);  clone_58 = None
    bmm_29 = torch.ops.aten.bmm.default(view_260, view_261);  view_260 = view_261 = None
    view_262 = torch.ops.aten.view.default(bmm_29, [2, 4, 8, 8]);  bmm_29 = None
    permute_131 = torch.ops.aten.permute.default(view_262, [0, 2, 1, 3]);  view_262 = None
    clone_59 = torch.ops.aten.clone.default(permute_131, memory_format = torch.contiguous_format);  permute_131 = None
    view_263 = torch.ops.aten.view.default(clone_59, [2, 8, 32]);  clone_59 = None
    view_264 = torch.ops.aten.view.default(view_263, [16, 32]);  view_263 = None
    permute_132 = torch.ops.aten.permute.default(p_proj_weight, [1, 0])
    addmm_57 = torch.ops.aten.addmm.default(p_proj_bias, view_264, permute_132);  view_264 = permute_132 = None
    view_265 = torch.ops.aten.view.default(addmm_57, [2, 8, 32]);  addmm_57 = None
    add_28 = torch.ops.aten.add.Tensor(getitem_71, view_265);  getitem_71 = view_265 = None
    native_layer_norm_28 = torch.ops.aten.native_layer_norm.default(add_28, [32], p_ln1_weight, p_ln1_bias, 1e-05);  add_28 = None
    getitem_75 = native_layer_norm_28[0];  native_layer_norm_28 = None
    view_266 = torch.ops.aten.view.default(getitem_75, [16, 32])
    permute_133 = torch.ops.aten.permute.default(p_fc1_weight, [1, 0])
    addmm_58 = torch.ops.aten.addmm.default(p_fc1_bias, view_266, permute_133);  view_266 = permute_133 = None
    view_267 = torch.ops.aten.view.default(addmm_58, [2, 8, 128]);  addmm_58 = None
    gelu_14 = torch.ops.aten.gelu.default(view_267);  view_267 = None
    view_268 = torch.ops.aten.view.default(gelu_14, [16, 128]);  gelu_14 = None
    permute_134 = torch.ops.aten.permute.default(p_fc2_weight, [1, 0])
    addmm_59 = torch.ops.aten.addmm.default(p_fc2_bias, view_268, permute_134);  view_268 = permute_134 = None
    view_269 = torch.ops.aten.view.default(addmm_59, [2, 8, 32]);  addmm_59 = None
    add_29 = torch.ops.aten.add.Tensor(getitem_75, view_269);  getitem_75 = view_269 = None
    native_layer_norm_29 = torch.ops.aten.native_layer_norm.default(add_29, [32], p_ln2_weight, p_ln2_bias, 1e-05);  add_29 = None
    getitem_76 = native_layer_norm_29[0];  native_layer_norm_29 = None
    view_270 = torch.ops.aten.view.default(getitem_76, [16, 32])
    permute_135 = torch.ops.aten.permute.default(p_qkv_weight, [1, 0])
    addmm_60 = torch.ops.aten.addmm.default(p_qkv_bias, view_270, permute_135);  view_270 = permute_135 = None
    view_271 = torch.ops.aten.view.default(addmm_60, [2, 8, 96]);  addmm_60 = None
    split_with_sizes_15 = torch.ops.aten.split_with_sizes.default(view_271, [32, 32, 32], -1);  view_271 = None
    getitem_77 = split_with_sizes_15[0]
    getitem_78 = split_with_sizes_15[1]
    getitem_79 = split_with_sizes_15[2];  split_with_sizes_15 = None
    view_272 = torch.ops.aten.view.default(getitem_77, [2, 8, 4, 8]);  getitem_77 = None
    permute_136 = torch.ops.aten.permute.default(view_272, [0, 2, 1, 3]);  view_272 = None
    view_273 = torch.ops.aten.view.default(getitem_78, [2, 8, 4, 8]);  getitem_78 = None
    permute_137 = torch.ops.aten.permute.default(view_273, [0, 2, 1, 3]);  view_273 = None
    view_274 = torch.ops.aten.view.default(getitem_79, [2, 8, 4, 8]);  getitem_79 = None
    permute_138 = torch.ops.aten.permute.default(view_274, [0, 2, 1, 3]);  view_274 = None
    permute_139 = torch.ops.aten.permute.default(permute_137, [0, 1, 3, 2]);  permute_137 = None
    expand_60 = torch.ops.aten.expand.default(permute_136, [2, 4, 8, 8]);  permute_136 = None
    clone_60 = torch.ops.aten.clone.default(expand_60, memory_format = torch.contiguous_format);  expand_60 = None
    view_275 = torch.ops.aten.view.default(clone_60, [8, 8, 8]);  clone_60 = None
    expand_61 = torch.ops.aten.expand.default(permute_139, [2, 4, 8, 8]);  permute_139 = None
    clone_61 = torch.ops.aten.clone.default(expand_61, memory_format = torch.contiguous_format);  expand_61 = None
    view_276 = torch.ops.aten.view.default(clone_61, [8, 8, 8]);  clone_61 = None
    bmm_30 = torch.ops.aten.bmm.default(view_275, view_276);  view_275 = view_276 = None
    view_277 = torch.ops.aten.view.default(bmm_30, [2, 4, 8, 8]);  bmm_30 = None
    mul_15 = torch.ops.aten.mul.Tensor(view_277, 0.3535533905932738);  view_277 = None
    _softmax_15 = torch.ops.aten._softmax.default(mul_15, -1, False);  mul_15 = None
    expand_62 = torch.ops.aten.expand.default(_softmax_15, [2, 4, 8, 8]);  _softmax_15 = None
    view_278 = torch.ops.aten.view.default(expand_62, [8, 8, 8]);  expand_62 = None
    expand_63 = torch.ops.aten.expand.default(permute_138, [2, 4, 8, 8]);  permute_138 = None
    clone_62 = torch.ops.aten.clone.default(expand_63, memory_format = torch.contiguous_format);  expand_63 = None
    view_279 = torch.ops.aten.view.default(clone_62, [8, 8, 8]);  clone_62 = None
    bmm_31 = torch.ops.aten.bmm.default(view_278, view_279);  view_278 = view_279 = None
    view_280 = torch.ops.aten.view.default(bmm_31, [2, 4, 8, 8]);  bmm_31 = None
    permute_140 = torch.ops.aten.permute.default(view_280, [0, 2, 1, 3]);  view_280 = None
    clone_63 = torch.ops.aten.clone.default(permute_140, memory_format = torch.contiguous_format);  permute_140 = None
    view_281 = torch.ops.aten.view.default(clone_63, [2, 8, 32]);  clone_63 = None
    view_282 = torch.ops.aten.view.default(view_281, [16, 32]);  view_281 = None
    permute_141 = torch.ops.aten.permute.default(p_proj_weight, [1, 0])
    addmm_61 = torch.ops.aten.addmm.default(p_proj_bias, view_282, permute_141);  view_282 = permute_141 = None
    view_283 = torch.ops.aten.view.default(addmm_61, [2, 8, 32]);  addmm_61 = None
    add_30 = torch.ops.aten.add.Tensor(getitem_76, view_283);  getitem_76 = view_283 = None
    native_layer_norm_30 = torch.ops.aten.native_layer_norm.default(add_30, [32], p_ln1_weight, p_ln1_bias, 1e-05);  add_30 = None
    getitem_80 = native_layer_norm_30[0];  native_layer_norm_30 = None
    view_284 = torch.ops.aten.view.default(getitem_80, [16, 32])
    permute_142 = torch.ops.aten.permute.default(p_fc1_weight, [1, 0])
    addmm_62 = torch.ops.aten.addmm.default(p_fc1_bias, view_284, permute_142);  view_284 = permute_142 = None
    view_285 = torch.ops.aten.view.default(addmm_62, [2, 8, 128]);  addmm_62 = None
    gelu_15 = torch.ops.aten.gelu.default(view_285);  view_285 = None
    view_286 = torch.ops.aten.view.default(gelu_15, [16, 128]);  gelu_15 = None
    permute_143 = torch.ops.aten.permute.default(p_fc2_weight, [1, 0])
    addmm_63 = torch.ops.aten.addmm.default(p_fc2_bias, view_286, permute_143);  view_286 = permute_143 = None
    view_287 = torch.ops.aten.view.default(addmm_63, [2, 8, 32]);  addmm_63 = None
    add_31 = torch.ops.aten.add.Tensor(getitem_80, view_287);  getitem_80 = view_287 = None
    native_layer_norm_31 = torch.ops.aten.native_layer_norm.default(add_31, [32], p_ln2_weight, p_ln2_bias, 1e-05);  add_31 = None
    getitem_81 = native_layer_norm_31[0];  native_layer_norm_31 = None
    view_288 = torch.ops.aten.view.default(getitem_81, [16, 32])
    permute_144 = torch.ops.aten.permute.default(p_qkv_weight, [1, 0])
    addmm_64 = torch.ops.aten.addmm.default(p_qkv_bias, view_288, permute_144);  view_288 = permute_144 = None
    view_289 = torch.ops.aten.view.default(addmm_64, [2, 8, 96]);  addmm_64 = None
    split_with_sizes_16 = torch.ops.aten.split_with_sizes.default(view_289, [32, 32, 32], -1);  view_289 = None
    getitem_82 = split_with_sizes_16[0]
    getitem_83 = split_with_sizes_16[1]
    getitem_84 = split_with_sizes_16[2];  split_with_sizes_16 = None
    view_290 = torch.ops.aten.view.default(getitem_82, [2, 8, 4, 8]);  getitem_82 = None
    permute_145 = torch.ops.aten.permute.default(view_290, [0, 2, 1, 3]);  view_290 = None
    view_291 = torch.ops.aten.view.default(getitem_83, [2, 8, 4, 8]);  getitem_83 = None
    permute_146 = torch.ops.aten.permute.default(view_291, [0, 2, 1, 3]);  view_291 = None
    view_292 = torch.ops.aten.view.default(getitem_84, [2, 8, 4, 8]);  getitem_84 = None
    permute_147 = torch.ops.aten.permute.default(view_292, [0, 2, 1, 3]);  view_292 = None
    permute_148 = torch.ops.aten.permute.default(permute_146, [0, 1, 3, 2]);  permute_146 = None
    expand_64 = torch.ops.aten.expand.default(permute_145, [2, 4, 8, 8]);  permute_145 = None
    clone_64 = torch.ops.aten.clone.default(expand_64, memory_format = torch.contiguous_format);  expand_64 = None
    view_293 = torch.ops.aten.view.default(clone_64, [8, 8, 8]);  clone_64 = None
    expand_65 = torch.ops.aten.expand.default(permute_148, [2, 4, 8, 8]);  permute_148 = None
    clone_65 = torch.ops.aten.clone.default(expand_65, memory_format = torch.contiguous_format);  expand_65 = None
    view_294 = torch.ops.aten.view.default(clone_65, [8, 8, 8]);  clone_65 = None
    bmm_32 = torch.ops.aten.bmm.default(view_293, view_294);  view_293 = view_294 = None
    view_295 = torch.ops.aten.view.default(bmm_32, [2, 4, 8, 8]);  bmm_32 = None
    mul_16 = torch.ops.aten.mul.Tensor(view_295, 0.3535533905932738);  view_295 = None
    _softmax_16 = torch.ops.aten._softmax.default(mul_16, -1, False);  mul_16 = None
    expand_66 = torch.ops.aten.expand.default(_softmax_16, [2, 4, 8, 8]);  _softmax_16 = None
    view_296 = torch.ops.aten.view.default(expand_66, [8, 8, 8]);  expand_66 = None
    expand_67 = torch.ops.aten.expand.default(permute_147, [2, 4, 8, 8]);  permute_147 = None
    clone_66 = torch.ops.aten.clone.default(expand_67, memory_format = torch.contiguous_format);  expand_67 = None
    view_297 = torch.ops.aten.view.default(clone_66, [8, 8, 8]);  clone_66 = None
    bmm_33 = torch.ops.aten.bmm.default(view_296, view_297);  view_296 = view_297 = None
    view_298 = torch.ops.aten.view.default(bmm_33, [2, 4, 8, 8]);  bmm_33 = None
    permute_149 = torch.ops.aten.permute.default(view_298, [0, 2, 1, 3]);  view_298 = None
    clone_67 = torch.ops.aten.clone.default(permute_149, memory_format = torch.contiguous_format);  permute_149 = None
    view_299 = torch.ops.aten.view.default(clone_67, [2, 8, 32]);  clone_67 = None
    view_300 = torch.ops.aten.view.default(view_299, [16, 32]);  view_299 = None
    permute_150 = torch.ops.aten.permute.default(p_proj_weight, [1, 0])
    addmm_65 = torch.ops.aten.addmm.default(p_proj_bias, view_300, permute_150);  view_300 = permute_150 = None
    view_301 = torch.ops.aten.view.default(addmm_65, [2, 8, 32]);  addmm_65 = None
    add_32 = torch.ops.aten.add.Tensor(getitem_81, view_301);  getitem_81 = view_301 = None
    native_layer_norm_32 = torch.ops.aten.native_layer_norm.default(add_32, [32], p_ln1_weight, p_ln1_bias, 1e-05);  add_32 = None
    getitem_85 = native_layer_norm_32[0];  native_layer_norm_32 = None
    view_302 = torch.ops.aten.view.default(getitem_85, [16, 32])
    permute_151 = torch.ops.aten.permute.default(p_fc1_weight, [1, 0])
    addmm_66 = torch.ops.aten.addmm.default(p_fc1_bias, view_302, permute_151);  view_302 = permute_151 = None
    view_303 = torch.ops.aten.view.default(addmm_66, [2, 8, 128]);  addmm_66 = None
    gelu_16 = torch.ops.aten.gelu.default(view_303);  view_303 = None
    view_304 = torch.ops.aten.view.default(gelu_16, [16, 128]);  gelu_16 = None
    permute_152 = torch.ops.aten.permute.default(p_fc2_weight, [1, 0])
    addmm_67 = torch.ops.aten.addmm.default(p_fc2_bias, view_304, permute_152);  view_304 = permute_152 = None
    view_305 = torch.ops.aten.view.default(addmm_67, [2, 8, 32]);  addmm_67 = None
    add_33 = torch.ops.aten.add.Tensor(getitem_85, view_305);  getitem_85 = view_305 = None
    native_layer_norm_33 = torch.ops.aten.native_layer_norm.default(add_33, [32], p_ln2_weight, p_ln2_bias, 1e-05);  add_33 = None
    getitem_86 = native_layer_norm_33[0];  native_layer_norm_33 = None
    view_306 = torch.ops.aten.view.default(getitem_86, [16, 32])
    permute_153 = torch.ops.aten.permute.default(p_qkv_weight, [1, 0])
    addmm_68 = torch.ops.aten.addmm.default(p_qkv_bias, view_306, permute_153);  view_306 = permute_153 = None
    view_307 = torch.ops.aten.view.default(addmm_68, [2, 8, 96]);  addmm_68 = None
    split_with_sizes_17 = torch.ops.aten.split_with_sizes.default(view_307, [32, 32, 32], -1);  view_307 = None
    getitem_87 = split_with_sizes_17[0]
    getitem_88 = split_with_sizes_17[1]
    getitem_89 = split_with_sizes_17[2];  split_with_sizes_17 = None
    view_308 = torch.ops.aten.view.default(getitem_87, [2, 8, 4, 8]);  getitem_87 = None
    permute_154 = torch.ops.aten.permute.default(view_308, [0, 2, 1, 3]);  view_308 = None
    view_309 = torch.ops.aten.view.default(getitem_88, [2, 8, 4, 8]);  getitem_88 = None
    permute_155 = torch.ops.aten.permute.default(view_309, [0, 2, 1, 3]);  view_309 = None
    view_310 = torch.ops.aten.view.default(getitem_89, [2, 8, 4, 8]);  getitem_89 = None
    permute_156 = torch.ops.aten.permute.default(view_310, [0, 2, 1, 3]);  view_310 = None
    permute_157 = torch.ops.aten.permute.default(permute_155, [0, 1, 3, 2]);  permute_155 = None
    expand_68 = torch.ops.aten.expand.default(permute_154, [2, 4, 8, 8]);  permute_154 = None
    clone_68 = torch.ops.aten.clone.default(expand_68, memory_format = torch.contiguous_format);  expand_68 = None
    view_311 = torch.ops.aten.view.default(clone_68, [8, 8, 8]);  clone_68 = None
    expand_69 = torch.ops.aten.expand.default(permute_157, [2, 4, 8, 8]);  permute_157 = None
    clone_69 = torch.ops.aten.clone.default(expand_69, memory_format = torch.contiguous_format);  expand_69 = None
    view_312 = torch.ops.aten.view.default(clone_69, [8, 8, 8]);  clone_69 = None
    bmm_34 = torch.ops.aten.bmm.default(view_311, view_312);  view_311 = view_312 = None
    view_313 = torch.ops.aten.view.default(bmm_34, [2, 4, 8, 8]);  bmm_34 = None
    mul_17 = torch.ops.aten.mul.Tensor(view_313, 0.3535533905932738);  view_313 = None
    _softmax_17 = torch.ops.aten._softmax.default(mul_17, -1, False);  mul_17 = None
    expand_70 = torch.ops.aten.expand.default(_softmax_17, [2, 4, 8, 8]);  _softmax_17 = None
    view_314 = torch.ops.aten.view.default(expand_70, [8, 8, 8]);  expand_70 = None
    expand_71 = torch.ops.aten.expand.default(permute_156, [2, 4, 8, 8]);  permute_156 = None
    clone_70 = torch.ops.aten.clone.default(expand_71, memory_format = torch.contiguous_format);  expand_71 = None
    view_315 = torch.ops.aten.view.default(clone_70, [8, 8, 8]);  clone_70 = None
    bmm_35 = torch.ops.aten.bmm.default(view_314, view_315);  view_314 = view_315 = None
    view_316 = torch.ops.aten.view.default(bmm_35, [2, 4, 8, 8]);  bmm_35 = None
    permute_158 = torch.ops.aten.permute.default(view_316, [0, 2, 1, 3]);  view_316 = None
    clone_71 = torch.ops.aten.clone.default(permute_158, memory_format = torch.contiguous_format);  permute_158 = None
    view_317 = torch.ops.aten.view.default(clone_71, [2, 8, 32]);  clone_71 = None
    view_318 = torch.ops.aten.view.default(view_317, [16, 32]);  view_317 = None
    permute_159 = torch.ops.aten.permute.default(p_proj_weight, [1, 0])
    addmm_69 = torch.ops.aten.addmm.default(p_proj_bias, view_318, permute_159);  view_318 = permute_159 = None
    view_319 = torch.ops.aten.view.default(addmm_69, [2, 8, 32]);  addmm_69 = None
    add_34 = torch.ops.aten.add.Tensor(getitem_86, view_319);  getitem_86 = view_319 = None
    native_layer_norm_34 = torch.ops.aten.native_layer_norm.default(add_34, [32], p_ln1_weight, p_ln1_bias, 1e-05);  add_34 = None
    getitem_90 = native_layer_norm_34[0];  native_layer_norm_34 = None
    view_320 = torch.ops.aten.view.default(getitem_90, [16, 32])
    permute_160 = torch.ops.aten.permute.default(p_fc1_weight, [1, 0])
    addmm_70 = torch.ops.aten.addmm.default(p_fc1_bias, view_320, permute_160);  view_320 = permute_160 = None
    view_321 = torch.ops.aten.view.default(addmm_70, [2, 8, 128]);  addmm_70 = None
    gelu_17 = torch.ops.aten.gelu.default(view_321);  view_321 = None
    view_322 = torch.ops.aten.view.default(gelu_17, [16, 128]);  gelu_17 = None
    permute_161 = torch.ops.aten.permute.default(p_fc2_weight, [1, 0])
    addmm_71 = torch.ops.aten.addmm.default(p_fc2_bias, view_322, permute_161);  view_322 = permute_161 = None
    view_323 = torch.ops.aten.view.default(addmm_71, [2, 8, 32]);  addmm_71 = None
    add_35 = torch.ops.aten.add.Tensor(getitem_90, view_323);  getitem_90 = view_323 = None
    native_layer_norm_35 = torch.ops.aten.native_layer_norm.default(add_35, [32], p_ln2_weight, p_ln2_bias, 1e-05);  add_35 = None
    getitem_91 = native_layer_norm_35[0];  native_layer_norm_35 = None
    view_324 = torch.ops.aten.view.default(getitem_91, [16, 32])
    permute_162 = torch.ops.aten.permute.default(p_qkv_weight, [1, 0])
    addmm_72 = torch.ops.aten.addmm.default(p_qkv_bias, view_324, permute_162);  view_324 = permute_162 = None
    view_325 = torch.ops.aten.view.default(addmm_72, [2, 8, 96]);  addmm_72 = None
    split_with_sizes_18 = torch.ops.aten.split_with_sizes.default(view_325, [32, 32, 32], -1);  view_325 = None
    getitem_92 = split_with_sizes_18[0]
    getitem_93 = split_with_sizes_18[1]
    getitem_94 = split_with_sizes_18[2];  split_with_sizes_18 = None
    view_326 = torch.ops.aten.view.default(getitem_92, [2, 8, 4, 8]);  getitem_92 = None
    permute_163 = torch.ops.aten.permute.default(view_326, [0, 2, 1, 3]);  view_326 = None
    view_327 = torch.ops.aten.view.default(getitem_93, [2, 8, 4, 8]);  getitem_93 = None
    permute_164 = torch.ops.aten.permute.default(view_327, [0, 2, 1, 3]);  view_327 = None
    view_328 = torch.ops.aten.view.default(getitem_94, [2, 8, 4, 8]);  getitem_94 = None
    permute_165 = torch.ops.aten.permute.default(view_328, [0, 2, 1, 3]);  view_328 = None
    permute_166 = torch.ops.aten.permute.default(permute_164, [0, 1, 3, 2]);  permute_164 = None
    expand_72 = torch.ops.aten.expand.default(permute_163, [2, 4, 8, 8]);  permute_163 = None
    clone_72 = torch.ops.aten.clone.default(expand_72, memory_format = torch.contiguous_format);  expand_72 = None
    view_329 = torch.ops.aten.view.default(clone_72, [8, 8, 8]);  clone_72 = None
    expand_73 = torch.ops.aten.expand.default(permute_166, [2, 4, 8, 8]);  permute_166 = None
    clone_73 = torch.ops.aten.clone.default(expand_73, memory_format = torch.contiguous_format);  expand_73 = None
    view_330 = torch.ops.aten.view.default(clone_73, [8, 8, 8]);  clone_73 = None
    bmm_36 = torch.ops.aten.bmm.default(view_329, view_330);  view_329 = view_330 = None
    view_331 = torch.ops.aten.view.default(bmm_36, [2, 4, 8, 8]);  bmm_36 = None
    mul_18 = torch.ops.aten.mul.Tensor(view_331, 0.3535533905932738);  view_331 = None
    _softmax_18 = torch.ops.aten._softmax.default(mul_18, -1, False);  mul_18 = None
    expand_74 = torch.ops.aten.expand.default(_softmax_18, [2, 4, 8, 8]);  _softmax_18 = None
    view_332 = torch.ops.aten.view.default(expand_74, [8, 8, 8]);  expand_74 = None
    expand_75 = torch.ops.aten.expand.default(permute_165, [2, 4, 8, 8]);  permute_165 = None
    clone_74 = torch.ops.aten.clone.default(expand_75, memory_format = torch.contiguous_format);  expand_75 = None
    view_333 = torch.ops.aten.view.default(clone_74, [8, 8, 8]);  clone_74 = None
    bmm_37 = torch.ops.aten.bmm.default(view_332, view_333);  view_332 = view_333 = None
    view_334 = torch.ops.aten.view.default(bmm_37, [2, 4, 8, 8]);  bmm_37 = None
    permute_167 = torch.ops.aten.permute.default(view_334, [0, 2, 1, 3]);  view_334 = None
    clone_75 = torch.ops.aten.clone.default(permute_167, memory_format = torch.contiguous_format);  permute_167 = None
    view_335 = torch.ops.aten.view.default(clone_75, [2, 8, 32]);  clone_75 = None
    view_336 = torch.ops.aten.view.default(view_335, [16, 32]);  view_335 = None
    permute_168 = torch.ops.aten.permute.default(p_proj_weight, [1, 0])
    addmm_73 = torch.ops.aten.addmm.default(p_proj_bias, view_336, permute_168);  view_336 = permute_168 = None
    view_337 = torch.ops.aten.view.default(addmm_73, [2, 8, 32]);  addmm_73 = None
    add_36 = torch.ops.aten.add.Tensor(getitem_91, view_337);  getitem_91 = view_337 = None
    native_layer_norm_36 = torch.ops.aten.native_layer_norm.default(add_36, [32], p_ln1_weight, p_ln1_bias, 1e-05);  add_36 = None
    getitem_95 = native_layer_norm_36[0];  native_layer_norm_36 = None
    view_338 = torch.ops.aten.view.default(getitem_95, [16, 32])
    permute_169 = torch.ops.aten.permute.default(p_fc1_weight, [1, 0])
    addmm_74 = torch.ops.aten.addmm.default(p_fc1_bias, view_338, permute_169);  view_338 = permute_169 = None
    view_339 = torch.ops.aten.view.default(addmm_74, [2, 8, 128]);  addmm_74 = None
    gelu_18 = torch.ops.aten.gelu.default(view_339);  view_339 = None
    view_340 = torch.ops.aten.view.default(gelu_18, [16, 128]);  gelu_18 = None
    permute_170 = torch.ops.aten.permute.default(p_fc2_weight, [1, 0])
    addmm_75 = torch.ops.aten.addmm.default(p_fc2_bias, view_340, permute_170);  view_340 = permute_170 = None
    view_341 = torch.ops.aten.view.default(addmm_75, [2, 8, 32]);  addmm_75 = None
    add_37 = torch.ops.aten.add.Tensor(getitem_95, view_341);  getitem_95 = view_341 = None
    native_layer_norm_37 = torch.ops.aten.native_layer_norm.default(add_37, [32], p_ln2_weight, p_ln2_bias, 1e-05);  add_37 = None
    getitem_96 = native_layer_norm_37[0];  native_layer_norm_37 = None
    view_342 = torch.ops.aten.view.default(getitem_96, [16, 32])
    permute_171 = torch.ops.aten.permute.default(p_qkv_weight, [1, 0])
    addmm_76 = torch.ops.aten.addmm.default(p_qkv_bias, view_342, permute_171);  view_342 = permute_171 = None
    view_343 = torch.ops.aten.view.default(addmm_76, [2, 8, 96]);  addmm_76 = None
    split_with_sizes_19 = torch.ops.aten.split_with_sizes.default(view_343, [32, 32, 32], -1);  view_343 = None
    getitem_97 = split_with_sizes_19[0]
    getitem_98 = split_with_sizes_19[1]
    getitem_99 = split_with_sizes_19[2];  split_with_sizes_19 = None
    view_344 = torch.ops.aten.view.default(getitem_97, [2, 8, 4, 8]);  getitem_97 = None
    permute_172 = torch.ops.aten.permute.default(view_344, [0, 2, 1, 3]);  view_344 = None
    view_345 = torch.ops.aten.view.default(getitem_98, [2, 8, 4, 8]);  getitem_98 = None
    permute_173 = torch.ops.aten.permute.default(view_345, [0, 2, 1, 3]);  view_345 = None
    view_346 = torch.ops.aten.view.default(getitem_99, [2, 8, 4, 8]);  getitem_99 = None
    permute_174 = torch.ops.aten.permute.default(view_346, [0, 2, 1, 3]);  view_346 = None
    permute_175 = torch.ops.aten.permute.default(permute_173, [0, 1, 3, 2]);  permute_173 = None
    expand_76 = torch.ops.aten.expand.default(permute_172, [2, 4, 8, 8]);  permute_172 = None
    clone_76 = torch.ops.aten.clone.default(expand_76, memory_format = torch.contiguous_format);  expand_76 = None
    view_347 = torch.ops.aten.view.default(clone_76, [8, 8, 8]);  clone_76 = None
    expand_77 = torch.ops.aten.expand.default(permute_175, [2, 4, 8, 8]);  permute_175 = None
    clone_77 = torch.ops.aten.clone.default(expand_77, memory_format = torch.contiguous_format);  expand_77 = None
    view_348 = torch.ops.aten.view.default(clone_77, [8, 8, 8]);  clone_77 = None
    bmm_38 = torch.ops.aten.bmm.default(view_347, view_348);  view_347 = view_348 = None
    view_349 = torch.ops.aten.view.default(bmm_38, [2, 4, 8, 8]);  bmm_38 = None
    mul_19 = torch.ops.aten.mul.Tensor(view_349, 0.3535533905932738);  view_349 = None
    _softmax_19 = torch.ops.aten._softmax.default(mul_19, -1, False);  mul_19 = None
    expand_78 = torch.ops.aten.expand.default(_softmax_19, [2, 4, 8, 8]);  _softmax_19 = None
    view_350 = torch.ops.aten.view.default(expand_78, [8, 8, 8]);  expand_78 = None
    expand_79 = torch.ops.aten.expand.default(permute_174, [2, 4, 8, 8]);  permute_174 = None
    clone_78 = torch.ops.aten.clone.default(expand_79, memory_format = torch.contiguous_format);  expand_79 = None
    view_351 = torch.ops.aten.view.default(clone_78, [8, 8, 8]);  clone_78 = None
    bmm_39 = torch.ops.aten.bmm.default(view_350, view_351);  view_350 = view_351 = None
    view_352 = torch.ops.aten.view.default(bmm_39, [2, 4, 8, 8]);  bmm_39 = None
    permute_176 = torch.ops.aten.permute.default(view_352, [0, 2, 1, 3]);  view_352 = None
    clone_79 = torch.ops.aten.clone.default(permute_176, memory_format = torch.contiguous_format);  permute_176 = None
    view_353 = torch.ops.aten.view.default(clone_79, [2, 8, 32]);  clone_79 = None
    view_354 = torch.ops.aten.view.default(view_353, [16, 32]);  view_353 = None
    permute_177 = torch.ops.aten.permute.default(p_proj_weight, [1, 0])
    addmm_77 = torch.ops.aten.addmm.default(p_proj_bias, view_354, permute_177);  view_354 = permute_177 = None
    view_355 = torch.ops.aten.view.default(addmm_77, [2, 8, 32]);  addmm_77 = None
    add_38 = torch.ops.aten.add.Tensor(getitem_96, view_355);  getitem_96 = view_355 = None
    native_layer_norm_38 = torch.ops.aten.native_layer_norm.default(add_38, [32], p_ln1_weight, p_ln1_bias, 1e-05);  add_38 = None
    getitem_100 = native_layer_norm_38[0];  native_layer_norm_38 = None
    view_356 = torch.ops.aten.view.default(getitem_100, [16, 32])
    permute_178 = torch.ops.aten.permute.default(p_fc1_weight, [1, 0])
    addmm_78 = torch.ops.aten.addmm.default(p_fc1_bias, view_356, permute_178);  view_356 = permute_178 = None
    view_357 = torch.ops.aten.view.default(addmm_78, [2, 8, 128]);  addmm_78 = None
    gelu_19 = torch.ops.aten.gelu.default(view_357);  view_357 = None
    view_358 = torch.ops.aten.view.default(gelu_19, [16, 128]);  gelu_19 = None
    permute_179 = torch.ops.aten.permute.default(p_fc2_weight, [1, 0])
    addmm_79 = torch.ops.aten.addmm.default(p_fc2_bias, view_358, permute_179);  view_358 = permute_179 = None
    view_359 = torch.ops.aten.view.default(addmm_79, [2, 8, 32]);  addmm_79 = None
    add_39 = torch.ops.aten.add.Tensor(getitem_100, view_359);  getitem_100 = view_359 = None
    native_layer_norm_39 = torch.ops.aten.native_layer_norm.default(add_39, [32], p_ln2_weight, p_ln2_bias, 1e-05);  add_39 = None
    getitem_101 = native_layer_norm_39[0];  native_layer_norm_39 = None
    view_360 = torch.ops.aten.view.default(getitem_101, [16, 32])
    permute_180 = torch.ops.aten.permute.default(p_qkv_weight, [1, 0])
    addmm_80 = torch.ops.aten.addmm.default(p_qkv_bias, view_360, permute_180);  view_360 = permute_180 = None
    view_361 = torch.ops.aten.view.default(addmm_80, [2, 8, 96]);  addmm_80 = None
    split_with_sizes_20 = torch.ops.aten.split_with_sizes.default(view_361, [32, 32, 32], -1);  view_361 = None
    getitem_102 = split_with_sizes_20[0]
    getitem_103 = split_with_sizes_20[1]
    getitem_104 = split_with_sizes_20[2];  split_with_sizes_20 = None
    view_362 = torch.ops.aten.view.default(getitem_102, [2, 8, 4, 8]);  getitem_102 = None
    permute_181 = torch.ops.aten.permute.default(view_362, [0, 2, 1, 3]);  view_362 = None
    view_363 = torch.ops.aten.view.default(getitem_103, [2, 8, 4, 8]);  getitem_103 = None
    permute_182 = torch.ops.aten.permute.default(view_363, [0, 2, 1, 3]);  view_363 = None
    view_364 = torch.ops.aten.view.default(getitem_104, [2, 8, 4, 8]);  getitem_104 = None
    permute_183 = torch.ops.aten.permute.default(view_364, [0, 2, 1, 3]);  view_364 = None
    permute_184 = torch.ops.aten.permute.default(permute_182, [0, 1, 3, 2]);  permute_182 = None
    expand_80 = torch.ops.aten.expand.default(permute_181, [2, 4, 8, 8]);  permute_181 = None
    clone_80 = torch.ops.aten.clone.default(expand_80, memory_format = torch.contiguous_format);  expand_80 = None
    view_365 = torch.ops.aten.view.default(clone_80, [8, 8, 8]);  clone_80 = None
    expand_81 = torch.ops.aten.expand.default(permute_184, [2, 4, 8, 8]);  permute_184 = None
    clone_81 = torch.ops.aten.clone.default(expand_81, memory_format = torch.contiguous_format);  expand_81 = None
    view_366 = torch.ops.aten.view.default(clone_81, [8, 8, 8]);  clone_81 = None
    bmm_40 = torch.ops.aten.bmm.default(view_365, view_366);  view_365 = view_366 = None
    view_367 = torch.ops.aten.view.default(bmm_40, [2, 4, 8, 8]);  bmm_40 = None
    mul_20 = torch.ops.aten.mul.Tensor(view_367, 0.3535533905932738);  view_367 = None
    _softmax_20 = torch.ops.aten._softmax.default(mul_20, -1, False);  mul_20 = None
    expand_82 = torch.ops.aten.expand.default(_softmax_20, [2, 4, 8, 8]);  _softmax_20 = None
    view_368 = torch.ops.aten.view.default(expand_82, [8, 8, 8]);  expand_82 = None
    expand_83 = torch.ops.aten.expand.default(permute_183, [2, 4, 8, 8]);  permute_183 = None
    clone_82 = torch.ops.aten.clone.default(expand_83, memory_format = torch.contiguous_format);  expand_83 = None
    view_369 = torch.ops.aten.view.default(clone_82, [8, 8, 8]);  clone_82 = None
    bmm_41 = torch.ops.aten.bmm.default(view_368, view_369);  view_368 = view_369 = None
    view_370 = torch.ops.aten.view.default(bmm_41, [2, 4, 8, 8]);  bmm_41 = None
    permute_185 = torch.ops.aten.permute.default(view_370, [0, 2, 1, 3]);  view_370 = None
    clone_83 = torch.ops.aten.clone.default(permute_185, memory_format = torch.contiguous_format);  permute_185 = None
    view_371 = torch.ops.aten.view.default(clone_83, [2, 8, 32]);  clone_83 = None
    view_372 = torch.ops.aten.view.default(view_371, [16, 32]);  view_371 = None
    permute_186 = torch.ops.aten.permute.default(p_proj_weight, [1, 0])
    addmm_81 = torch.ops.aten.addmm.default(p_proj_bias, view_372, permute_186);  view_372 = permute_186 = None
    view_373 = torch.ops.aten.view.default(addmm_81, [2, 8, 32]);  addmm_81 = None
    add_40 = torch.ops.aten.add.Tensor(getitem_101, view_373);  getitem_101 = view_373 = None
    native_layer_norm_40 = torch.ops.aten.native_layer_norm.default(add_40, [32], p_ln1_weight, p_ln1_bias, 1e-05);  add_40 = None
    getitem_105 = native_layer_norm_40[0];  native_layer_norm_40 = None
    view_374 = torch.ops.aten.view.default(getitem_105, [16, 32])
    permute_187 = torch.ops.aten.permute.default(p_fc1_weight, [1, 0])
    addmm_82 = torch.ops.aten.addmm.default(p_fc1_bias, view_374, permute_187);  view_374 = permute_187 = None
    view_375 = torch.ops.aten.view.default(addmm_82, [2, 8, 128]);  addmm_82 = None
    gelu_20 = torch.ops.aten.gelu.default(view_375);  view_375 = None
    view_376 = torch.ops.aten.view.default(gelu_20, [16, 128]);  gelu_20 = None
    permute_188 = torch.ops.aten.permute.default(p_fc2_weight, [1, 0])
    addmm_83 = torch.ops.aten.addmm.default(p_fc2_bias, view_376, permute_188);  view_376 = permute_188 = None
    view_377 = torch.ops.aten.view.default(addmm_83, [2, 8, 32]);  addmm_83 = None
    add_41 = torch.ops.aten.add.Tensor(getitem_105, view_377);  getitem_105 = view_377 = None
    native_layer_norm_41 = torch.ops.aten.native_layer_norm.default(add_41, [32], p_ln2_weight, p_ln2_bias, 1e-05);  add_41 = None
    getitem_106 = native_layer_norm_41[0];  native_layer_norm_41 = None
    view_378 = torch.ops.aten.view.default(getitem_106, [16, 32])
    permute_189 = torch.ops.aten.permute.default(p_qkv_weight, [1, 0])
    addmm_84 = torch.ops.aten.addmm.default(p_qkv_bias, view_378, permute_189);  view_378 = permute_189 = None
    view_379 = torch.ops.aten.view.default(addmm_84, [2, 8, 96]);  addmm_84 = None
    split_with_sizes_21 = torch.ops.aten.split_with_sizes.default(view_379, [32, 32, 32], -1);  view_379 = None
    getitem_107 = split_with_sizes_21[0]
    getitem_108 = split_with_sizes_21[1]
    getitem_109 = split_with_sizes_21[2];  split_with_sizes_21 = None
    view_380 = torch.ops.aten.view.default(getitem_107, [2, 8, 4, 8]);  getitem_107 = None
    permute_190 = torch.ops.aten.permute.default(view_380, [0, 2, 1, 3]);  view_380 = None
    view_381 = torch.ops.aten.view.default(getitem_108, [2, 8, 4, 8]);  getitem_108 = None
    permute_191 = torch.ops.aten.permute.default(view_381, [0, 2, 1, 3]);  view_381 = None
    view_382 = torch.ops.aten.view.default(getitem_109, [2, 8, 4, 8]);  getitem_109 = None
    permute_192 = torch.ops.aten.permute.default(view_382, [0, 2, 1, 3]);  view_382 = None
    permute_193 = torch.ops.aten.permute.default(permute_191, [0, 1, 3, 2]);  permute_191 = None
    expand_84 = torch.ops.aten.expand.default(permute_190, [2, 4, 8, 8]);  permute_190 = None
    clone_84 = torch.ops.aten.clone.default(expand_84, memory_format = torch.contiguous_format);  expand_84 = None
    view_383 = torch.ops.aten.view.default(clone_84, [8, 8, 8]);  clone_84 = None
    expand_85 = torch.ops.aten.expand.default(permute_193, [2, 4, 8, 8]);  permute_193 = None
    clone_85 = torch.ops.aten.clone.default(expand_85, memory_format = torch.contiguous_format);  expand_85 = None
    view_384 = torch.ops.aten.view.default(clone_85, [8, 8, 8]);  clone_85 = None
    bmm_42 = torch.ops.aten.bmm.default(view_383, view_384);  view_383 = view_384 = None
    view_385 = torch.ops.aten.view.default(bmm_42, [2, 4, 8, 8]);  bmm_42 = None
    mul_21 = torch.ops.aten.mul.Tensor(view_385, 0.3535533905932738);  view_385 = None
    _softmax_21 = torch.ops.aten._softmax.default(mul_21, -1, False);  mul_21 = None
    expand_86 = torch.ops.aten.expand.default(_softmax_21, [2, 4, 8, 8]);  _softmax_21 = None
    view_386 = torch.ops.aten.view.default(expand_86, [8, 8, 8]);  expand_86 = None
    expand_87 = torch.ops.aten.expand.default(permute_192, [2, 4, 8, 8]);  permute_192 = None
    clone_86 = torch.ops.aten.clone.default(expand_87, memory_format = torch.contiguous_format);  expand_87 = None
    view_387 = torch.ops.aten.view.default(clone_86, [8, 8, 8]);  clone_86 = None
    bmm_43 = torch.ops.aten.bmm.default(view_386, view_387);  view_386 = view_387 = None
    view_388 = torch.ops.aten.view.default(bmm_43, [2, 4, 8, 8]);  bmm_43 = None
    permute_194 = torch.ops.aten.permute.default(view_388, [0, 2, 1, 3]);  view_388 = None
    clone_87 = torch.ops.aten.clone.default(permute_194, memory_format = torch.contiguous_format);  permute_194 = None
    view_389 = torch.ops.aten.view.default(clone_87, [2, 8, 32]);  clone_87 = None
    view_390 = torch.ops.aten.view.default(view_389, [16, 32]);  view_389 = None
    permute_195 = torch.ops.aten.permute.default(p_proj_weight, [1, 0])
    addmm_85 = torch.ops.aten.addmm.default(p_proj_bias, view_390, permute_195);  view_390 = permute_195 = None
    view_391 = torch.ops.aten.view.default(addmm_85, [2, 8, 32]);  addmm_85 = None
    add_42 = torch.ops.aten.add.Tensor(getitem_106, view_391);  getitem_106 = view_391 = None
    native_layer_norm_42 = torch.ops.aten.native_layer_norm.default(add_42, [32], p_ln1_weight, p_ln1_bias, 1e-05);  add_42 = None
    getitem_110 = native_layer_norm_42[0];  native_layer_norm_42 = None
    view_392 = torch.ops.aten.view.default(getitem_110, [16, 32])
    permute_196 = torch.ops.aten.permute.default(p_fc1_weight, [1, 0])
    addmm_86 = torch.ops.aten.addmm.default(p_fc1_bias, view_392, permute_196);  view_392 = permute_196 = None
    view_393 = torch.ops.aten.view.default(addmm_86, [2, 8, 128]);  addmm_86 = None
    gelu_21 = torch.ops.aten.gelu.default(view_393);  view_393 = None
    view_394 = torch.ops.aten.view.default(gelu_21, [16, 128]);  gelu_21 = None
    permute_197 = torch.ops.aten.permute.default(p_fc2_weight, [1, 0])
    addmm_87 = torch.ops.aten.addmm.default(p_fc2_bias, view_394, permute_197);  view_394 = permute_197 = None
    view_395 = torch.ops.aten.view.default(addmm_87, [2, 8, 32]);  addmm_87 = None
    add_43 = torch.ops.aten.add.Tensor(getitem_110, view_395);  getitem_110 = view_395 = None
    native_layer_norm_43 = torch.ops.aten.native_layer_norm.default(add_43, [32], p_ln2_weight, p_ln2_bias, 1e-05);  add_43 = None
    getitem_111 = native_layer_norm_43[0];  native_layer_norm_43 = None
    view_396 = torch.ops.aten.view.default(getitem_111, [16, 32])
    permute_198 = torch.ops.aten.permute.default(p_qkv_weight, [1, 0])
    addmm_88 = torch.ops.aten.addmm.default(p_qkv_bias, view_396, permute_198);  view_396 = permute_198 = None
    view_397 = torch.ops.aten.view.default(addmm_88, [2, 8, 96]);  addmm_88 = None
    split_with_sizes_22 = torch.ops.aten.split_with_sizes.default(view_397, [32, 32, 32], -1);  view_397 = None
    getitem_112 = split_with_sizes_22[0]
    getitem_113 = split_with_sizes_22[1]
    getitem_114 = split_with_sizes_22[2];  split_with_sizes_22 = None
    view_398 = torch.ops.aten.view.default(getitem_112, [2, 8, 4, 8]);  getitem_112 = None
    permute_199 = torch.ops.aten.permute.default(view_398, [0, 2, 1, 3]);  view_398 = None
    view_399 = torch.ops.aten.view.default(getitem_113, [2, 8, 4, 8]);  getitem_113 = None
    permute_200 = torch.ops.aten.permute.default(view_399, [0, 2, 1, 3]);  view_399 = None
    view_400 = torch.ops.aten.view.default(getitem_114, [2, 8, 4, 8]);  getitem_114 = None
    permute_201 = torch.ops.aten.permute.default(view_400, [0, 2, 1, 3]);  view_400 = None
    permute_202 = torch.ops.aten.permute.default(permute_200, [0, 1, 3, 2]);  permute_200 = None
    expand_88 = torch.ops.aten.expand.default(permute_199, [2, 4, 8, 8]);  permute_199 = None
    clone_88 = torch.ops.aten.clone.default(expand_88, memory_format = torch.contiguous_format);  expand_88 = None
    view_401 = torch.ops.aten.view.default(clone_88, [8, 8, 8]);  clone_88 = None
    expand_89 = torch.ops.aten.expand.default(permute_202, [2, 4, 8, 8]);  permute_202 = None
    clone_89 = torch.ops.aten.clone.default(expand_89, memory_format = torch.contiguous_format);  expand_89 = None
    view_402 = torch.ops.aten.view.default(clone_89, [8, 8, 8]);  clone_89 = None
    bmm_44 = torch.ops.aten.bmm.default(view_401, view_402);  view_401 = view_402 = None
    view_403 = torch.ops.aten.view.default(bmm_44, [2, 4, 8, 8]);  bmm_44 = None
    mul_22 = torch.ops.aten.mul.Tensor(view_403, 0.3535533905932738);  view_403 = None
    _softmax_22 = torch.ops.aten._softmax.default(mul_22, -1, False);  mul_22 = None
    expand_90 = torch.ops.aten.expand.default(_softmax_22, [2, 4, 8, 8]);  _softmax_22 = None
    view_404 = torch.ops.aten.view.default(expand_90, [8, 8, 8]);  expand_90 = None
    expand_91 = torch.ops.aten.expand.default(permute_201, [2, 4, 8, 8]);  permute_201 = None
    clone_90 = torch.ops.aten.clone.default(expand_91, memory_format = torch.contiguous_format);  expand_91 = None
    view_405 = torch.ops.aten.view.default(clone_90, [8, 8, 8]);  clone_90 = None
    bmm_45 = torch.ops.aten.bmm.default(view_404, view_405);  view_404 = view_405 = None
    view_406 = torch.ops.aten.view.default(bmm_45, [2, 4, 8, 8]);  bmm_45 = None
    permute_203 = torch.ops.aten.permute.default(view_406, [0, 2, 1, 3]);  view_406 = None
    clone_91 = torch.ops.aten.clone.default(permute_203, memory_format = torch.contiguous_format);  permute_203 = None
    view_407 = torch.ops.aten.view.default(clone_91, [2, 8, 32]);  clone_91 = None
    view_408 = torch.ops.aten.view.default(view_407, [16, 32]);  view_407 = None
    permute_204 = torch.ops.aten.permute.default(p_proj_weight, [1, 0])
    addmm_89 = torch.ops.aten.addmm.default(p_proj_bias, view_408, permute_204);  view_408 = permute_204 = None
    view_409 = torch.ops.aten.view.default(addmm_89, [2, 8, 32]);  addmm_89 = None
    add_44 = torch.ops.aten.add.Tensor(getitem_111, view_409);  getitem_111 = view_409 = None
    native_layer_norm_44 = torch.ops.aten.native_layer_norm.default(add_44, [32], p_ln1_weight, p_ln1_bias, 1e-05);  add_44 = None
    getitem_115 = native_layer_norm_44[0];  native_layer_norm_44 = None
    view_410 = torch.ops.aten.view.default(getitem_115, [16, 32])
    permute_205 = torch.ops.aten.permute.default(p_fc1_weight, [1, 0])
    addmm_90 = torch.ops.aten.addmm.default(p_fc1_bias, view_410, permute_205);  view_410 = permute_205 = None
    view_411 = torch.ops.aten.view.default(addmm_90, [2, 8, 128]);  addmm_90 = None
    gelu_22 = torch.ops.aten.gelu.default(view_411);  view_411 = None
    view_412 = torch.ops.aten.view.default(gelu_22, [16, 128]);  gelu_22 = None
    permute_206 = torch.ops.aten.permute.default(p_fc2_weight, [1, 0])
    addmm_91 = torch.ops.aten.addmm.default(p_fc2_bias, view_412, permute_206);  view_412 = permute_206 = None
    view_413 = torch.ops.aten.view.default(addmm_91, [2, 8, 32]);  addmm_91 = None
    add_45 = torch.ops.aten.add.Tensor(getitem_115, view_413);  getitem_115 = view_413 = None
    native_layer_norm_45 = torch.ops.aten.native_layer_norm.default(add_45, [32], p_ln2_weight, p_ln2_bias, 1e-05);  add_45 = None
    getitem_116 = native_layer_norm_45[0];  native_layer_norm_45 = None
    view_414 = torch.ops.aten.view.default(getitem_116, [16, 32])
    permute_207 = torch.ops.aten.permute.default(p_qkv_weight, [1, 0])
    addmm_92 = torch.ops.aten.addmm.default(p_qkv_bias, view_414, permute_207);  view_414 = permute_207 = None
    view_415 = torch.ops.aten.view.default(addmm_92, [2, 8, 96]);  addmm_92 = None
    split_with_sizes_23 = torch.ops.aten.split_with_sizes.default(view_415, [32, 32, 32], -1);  view_415 = None
    getitem_117 = split_with_sizes_23[0]
    getitem_118 = split_with_sizes_23[1]
    getitem_119 = split_with_sizes_23[2];  split_with_sizes_23 = None
    view_416 = torch.ops.aten.view.default(getitem_117, [2, 8, 4, 8]);  getitem_117 = None
    permute_208 = torch.ops.aten.permute.default(view_416, [0, 2, 1, 3]);  view_416 = None
    view_417 = torch.ops.aten.view.default(getitem_118, [2, 8, 4, 8]);  getitem_118 = None
    permute_209 = torch.ops.aten.permute.default(view_417, [0, 2, 1, 3]);  view_417 = None
    view_418 = torch.ops.aten.view.default(getitem_119, [2, 8, 4, 8]);  getitem_119 = None
    permute_210 = torch.ops.aten.permute.default(view_418, [0, 2, 1, 3]);  view_418 = None
    permute_211 = torch.ops.aten.permute.default(permute_209, [0, 1, 3, 2]);  permute_209 = None
    expand_92 = torch.ops.aten.expand.default(permute_208, [2, 4, 8, 8]);  permute_208 = None
    clone_92 = torch.ops.aten.clone.default(expand_92, memory_format = torch.contiguous_format);  expand_92 = None
    view_419 = torch.ops.aten.view.default(clone_92, [8, 8, 8]);  clone_92 = None
    expand_93 = torch.ops.aten.expand.default(permute_211, [2, 4, 8, 8]);  permute_211 = None
    clone_93 = torch.ops.aten.clone.default(expand_93, memory_format = torch.contiguous_format);  expand_93 = None
    view_420 = torch.ops.aten.view.default(clone_93, [8, 8, 8]);  clone_93 = None
    bmm_46 = torch.ops.aten.bmm.default(view_419, view_420);  view_419 = view_420 = None
    view_421 = torch.ops.aten.view.default(bmm_46, [2, 4, 8, 8]);  bmm_46 = None
    mul_23 = torch.ops.aten.mul.Tensor(view_421, 0.3535533905932738);  view_421 = None
    _softmax_23 = torch.ops.aten._softmax.default(mul_23, -1, False);  mul_23 = None
    expand_94 = torch.ops.aten.expand.default(_softmax_23, [2, 4, 8, 8]);  _softmax_23 = None
    view_422 = torch.ops.aten.view.default(expand_94, [8, 8, 8]);  expand_94 = None
    expand_95 = torch.ops.aten.expand.default(permute_210, [2, 4, 8, 8]);  permute_210 = None
    clone_94 = torch.ops.aten.clone.default(expand_95, memory_format = torch.contiguous_format);  expand_95 = None
    view_423 = torch.ops.aten.view.default(clone_94, [8, 8, 8]);  clone_94 = None
    bmm_47 = torch.ops.aten.bmm.default(view_422, view_423);  view_422 = view_423 = None
    view_424 = torch.ops.aten.view.default(bmm_47, [2, 4, 8, 8]);  bmm_47 = None
    permute_212 = torch.ops.aten.permute.default(view_424, [0, 2, 1, 3]);  view_424 = None
    clone_95 = torch.ops.aten.clone.default(permute_212, memory_format = torch.contiguous_format);  permute_212 = None
    view_425 = torch.ops.aten.view.default(clone_95, [2, 8, 32]);  clone_95 = None
    view_426 = torch.ops.aten.view.default(view_425, [16, 32]);  view_425 = None
    permute_213 = torch.ops.aten.permute.default(p_proj_weight, [1, 0])
    addmm_93 = torch.ops.aten.addmm.default(p_proj_bias, view_426, permute_213);  view_426 = permute_213 = None
    view_427 = torch.ops.aten.view.default(addmm_93, [2, 8, 32]);  addmm_93 = None
    add_46 = torch.ops.aten.add.Tensor(getitem_116, view_427);  getitem_116 = view_427 = None
    native_layer_norm_46 = torch.ops.aten.native_layer_norm.default(add_46, [32], p_ln1_weight, p_ln1_bias, 1e-05);  add_46 = None
    getitem_120 = native_layer_norm_46[0];  native_layer_norm_46 = None
    view_428 = torch.ops.aten.view.default(getitem_120, [16, 32])
    permute_214 = torch.ops.aten.permute.default(p_fc1_weight, [1, 0])
    addmm_94 = torch.ops.aten.addmm.default(p_fc1_bias, view_428, permute_214);  view_428 = permute_214 = None
    view_429 = torch.ops.aten.view.default(addmm_94, [2, 8, 128]);  addmm_94 = None
    gelu_23 = torch.ops.aten.gelu.default(view_429);  view_429 = None
    view_430 = torch.ops.aten.view.default(gelu_23, [16, 128]);  gelu_23 = None
    permute_215 = torch.ops.aten.permute.default(p_fc2_weight, [1, 0])
    addmm_95 = torch.ops.aten.addmm.default(p_fc2_bias, view_430, permute_215);  view_430 = permute_215 = None
    view_431 = torch.ops.aten.view.default(addmm_95, [2, 8, 32]);  addmm_95 = None
    add_47 = torch.ops.aten.add.Tensor(getitem_120, view_431);  getitem_120 = view_431 = None
    native_layer_norm_47 = torch.ops.aten.native_layer_norm.default(add_47, [32], p_ln2_weight, p_ln2_bias, 1e-05);  add_47 = None
    getitem_121 = native_layer_norm_47[0];  native_layer_norm_47 = None
    view_432 = torch.ops.aten.view.default(getitem_121, [16, 32])
    permute_216 = torch.ops.aten.permute.default(p_qkv_weight, [1, 0])
    addmm_96 = torch.ops.aten.addmm.default(p_qkv_bias, view_432, permute_216);  view_432 = permute_216 = None
    view_433 = torch.ops.aten.view.default(addmm_96, [2, 8, 96]);  addmm_96 = None
    split_with_sizes_24 = torch.ops.aten.split_with_sizes.default(view_433, [32, 32, 32], -1);  view_433 = None
    getitem_122 = split_with_sizes_24[0]
    getitem_123 = split_with_sizes_24[1]
    getitem_124 = split_with_sizes_24[2];  split_with_sizes_24 = None
    view_434 = torch.ops.aten.view.default(getitem_122, [2, 8, 4, 8]);  getitem_122 = None
    permute_217 = torch.ops.aten.permute.default(view_434, [0, 2, 1, 3]);  view_434 = None
    view_435 = torch.ops.aten.view.default(getitem_123, [2, 8, 4, 8]);  getitem_123 = None
    permute_218 = torch.ops.aten.permute.default(view_435, [0, 2, 1, 3]);  view_435 = None
    view_436 = torch.ops.aten.view.default(getitem_124, [2, 8, 4, 8]);  getitem_124 = None
    permute_219 = torch.ops.aten.permute.default(view_436, [0, 2, 1, 3]);  view_436 = None
    permute_220 = torch.ops.aten.permute.default(permute_218, [0, 1, 3, 2]);  permute_218 = None
    expand_96 = torch.ops.aten.expand.default(permute_217, [2, 4, 8, 8]);  permute_217 = None
    clone_96 = torch.ops.aten.clone.default(expand_96, memory_format = torch.contiguous_format);  expand_96 = None
    view_437 = torch.ops.aten.view.default(clone_96, [8, 8, 8]);  clone_96 = None
    expand_97 = torch.ops.aten.expand.default(permute_220, [2, 4, 8, 8]);  permute_220 = None
    clone_97 = torch.ops.aten.clone.default(expand_97, memory_format = torch.contiguous_format);  expand_97 = None
    view_438 = torch.ops.aten.view.default(clone_97, [8, 8, 8]);  clone_97 = None
    bmm_48 = torch.ops.aten.bmm.default(view_437, view_438);  view_437 = view_438 = None
    view_439 = torch.ops.aten.view.default(bmm_48, [2, 4, 8, 8]);  bmm_48 = None
    mul_24 = torch.ops.aten.mul.Tensor(view_439, 0.3535533905932738);  view_439 = None
    _softmax_24 = torch.ops.aten._softmax.default(mul_24, -1, False);  mul_24 = None
    expand_98 = torch.ops.aten.expand.default(_softmax_24, [2, 4, 8, 8]);  _softmax_24 = None
    view_440 = torch.ops.aten.view.default(expand_98, [8, 8, 8]);  expand_98 = None
    expand_99 = torch.ops.aten.expand.default(permute_219, [2, 4, 8, 8]);  permute_219 = None
    clone_98 = torch.ops.aten.clone.default(expand_99, memory_format = torch.contiguous_format);  expand_99 = None
    view_441 = torch.ops.aten.view.default(clone_98, [8, 8, 8]);  clone_98 = None
    bmm_49 = torch.ops.aten.bmm.default(view_440, view_441);  view_440 = view_441 = None
    view_442 = torch.ops.aten.view.default(bmm_49, [2, 4, 8, 8]);  bmm_49 = None
    permute_221 = torch.ops.aten.permute.default(view_442, [0, 2, 1, 3]);  view_442 = None
    clone_99 = torch.ops.aten.clone.default(permute_221, memory_format = torch.contiguous_format);  permute_221 = None
    view_443 = torch.ops.aten.view.default(clone_99, [2, 8, 32]);  clone_99 = None
    view_444 = torch.ops.aten.view.default(view_443, [16, 32]);  view_443 = None
    permute_222 = torch.ops.aten.permute.default(p_proj_weight, [1, 0])
    addmm_97 = torch.ops.aten.addmm.default(p_proj_bias, view_444, permute_222);  view_444 = permute_222 = None
    view_445 = torch.ops.aten.view.default(addmm_97, [2, 8, 32]);  addmm_97 = None
    add_48 = torch.ops.aten.add.Tensor(getitem_121, view_445);  getitem_121 = view_445 = None
    native_layer_norm_48 = torch.ops.aten.native_layer_norm.default(add_48, [32], p_ln1_weight, p_ln1_bias, 1e-05);  add_48 = None
    getitem_125 = native_layer_norm_48[0];  native_layer_norm_48 = None
    view_446 = torch.ops.aten.view.default(getitem_125, [16, 32])
    permute_223 = torch.ops.aten.permute.default(p_fc1_weight, [1, 0])
    addmm_98 = torch.ops.aten.addmm.default(p_fc1_bias, view_446, permute_223);  view_446 = permute_223 = None
    view_447 = torch.ops.aten.view.default(addmm_98, [2, 8, 128]);  addmm_98 = None
    gelu_24 = torch.ops.aten.gelu.default(view_447);  view_447 = None
    view_448 = torch.ops.aten.view.default(gelu_24, [16, 128]);  gelu_24 = None
    permute_224 = torch.ops.aten.permute.default(p_fc2_weight, [1, 0])
    addmm_99 = torch.ops.aten.addmm.default(p_fc2_bias, view_448, permute_224);  view_448 = permute_224 = None
    view_449 = torch.ops.aten.view.default(addmm_99, [2, 8, 32]);  addmm_99 = None
    add_49 = torch.ops.aten.add.Tensor(getitem_125, view_449);  getitem_125 = view_449 = None
    native_layer_norm_49 = torch.ops.aten.native_layer_norm.default(add_49, [32], p_ln2_weight, p_ln2_bias, 1e-05);  add_49 = None
    getitem_126 = native_layer_norm_49[0];  native_layer_norm_49 = None
    view_450 = torch.ops.aten.view.default(getitem_126, [16, 32])
    permute_225 = torch.ops.aten.permute.default(p_qkv_weight, [1, 0])
    addmm_100 = torch.ops.aten.addmm.default(p_qkv_bias, view_450, permute_225);  view_450 = permute_225 = None
    view_451 = torch.ops.aten.view.default(addmm_100, [2, 8, 96]);  addmm_100 = None
    split_with_sizes_25 = torch.ops.aten.split_with_sizes.default(view_451, [32, 32, 32], -1);  view_451 = None
    getitem_127 = split_with_sizes_25[0]
    getitem_128 = split_with_sizes_25[1]
    getitem_129 = split_with_sizes_25[2];  split_with_sizes_25 = None
    view_452 = torch.ops.aten.view.default(getitem_127, [2, 8, 4, 8]);  getitem_127 = None
    permute_226 = torch.ops.aten.permute.default(view_452, [0, 2, 1, 3]);  view_452 = None
    view_453 = torch.ops.aten.view.default(getitem_128, [2, 8, 4, 8]);  getitem_128 = None
    permute_227 = torch.ops.aten.permute.default(view_453, [0, 2, 1, 3]);  view_453 = None
    view_454 = torch.ops.aten.view.default(getitem_129, [2, 8, 4, 8]);  getitem_129 = None
    permute_228 = torch.ops.aten.permute.default(view_454, [0, 2, 1, 3]);  view_454 = None
    permute_229 = torch.ops.aten.permute.default(permute_227, [0, 1, 3, 2]);  permute_227 = None
    expand_100 = torch.ops.aten.expand.default(permute_226, [2, 4, 8, 8]);  permute_226 = None
    clone_100 = torch.ops.aten.clone.default(expand_100, memory_format = torch.contiguous_format);  expand_100 = None
    view_455 = torch.ops.aten.view.default(clone_100, [8, 8, 8]);  clone_100 = None
    expand_101 = torch.ops.aten.expand.default(permute_229, [2, 4, 8, 8]);  permute_229 = None
    clone_101 = torch.ops.aten.clone.default(expand_101, memory_format = torch.contiguous_format);  expand_101 = None
    view_456 = torch.ops.aten.view.default(clone_101, [8, 8, 8]);  clone_101 = None
    bmm_50 = torch.ops.aten.bmm.default(view_455, view_456);  view_455 = view_456 = None
    view_457 = torch.ops.aten.view.default(bmm_50, [2, 4, 8, 8]);  bmm_50 = None
    mul_25 = torch.ops.aten.mul.Tensor(view_457, 0.3535533905932738);  view_457 = None
    _softmax_25 = torch.ops.aten._softmax.default(mul_25, -1, False);  mul_25 = None
    expand_102 = torch.ops.aten.expand.default(_softmax_25, [2, 4, 8, 8]);  _softmax_25 = None
    view_458 = torch.ops.aten.view.default(expand_102, [8, 8, 8]);  expand_102 = None
    expand_103 = torch.ops.aten.expand.default(permute_228, [2, 4, 8, 8]);  permute_228 = None
    clone_102 = torch.ops.aten.clone.default(expand_103, memory_format = torch.contiguous_format);  expand_103 = None
    view_459 = torch.ops.aten.view.default(clone_102, [8, 8, 8]);  clone_102 = None
    bmm_51 = torch.ops.aten.bmm.default(view_458, view_459);  view_458 = view_459 = None
    view_460 = torch.ops.aten.view.default(bmm_51, [2, 4, 8, 8]);  bmm_51 = None
    permute_230 = torch.ops.aten.permute.default(view_460, [0, 2, 1, 3]);  view_460 = None
    clone_103 = torch.ops.aten.clone.default(permute_230, memory_format = torch.contiguous_format);  permute_230 = None
    view_461 = torch.ops.aten.view.default(clone_103, [2, 8, 32]);  clone_103 = None
    view_462 = torch.ops.aten.view.default(view_461, [16, 32]);  view_461 = None
    permute_231 = torch.ops.aten.permute.default(p_proj_weight, [1, 0])
    addmm_101 = torch.ops.aten.addmm.default(p_proj_bias, view_462, permute_231);  view_462 = permute_231 = None
    view_463 = torch.ops.aten.view.default(addmm_101, [2, 8, 32]);  addmm_101 = None
    add_50 = torch.ops.aten.add.Tensor(getitem_126, view_463);  getitem_126 = view_463 = None
    native_layer_norm_50 = torch.ops.aten.native_layer_norm.default(add_50, [32], p_ln1_weight, p_ln1_bias, 1e-05);  add_50 = None
    getitem_130 = native_layer_norm_50[0];  native_layer_norm_50 = None
    view_464 = torch.ops.aten.view.default(getitem_130, [16, 32])
    permute_232 = torch.ops.aten.permute.default(p_fc1_weight, [1, 0])
    addmm_102 = torch.ops.aten.addmm.default(p_fc1_bias, view_464, permute_232);  view_464 = permute_232 = None
    view_465 = torch.ops.aten.view.default(addmm_102, [2, 8, 128]);  addmm_102 = None
    gelu_25 = torch.ops.aten.gelu.default(view_465);  view_465 = None
    view_466 = torch.ops.aten.view.default(gelu_25, [16, 128]);  gelu_25 = None
    permute_233 = torch.ops.aten.permute.default(p_fc2_weight, [1, 0])
    addmm_103 = torch.ops.aten.addmm.default(p_fc2_bias, view_466, permute_233);  view_466 = permute_233 = None
    view_467 = torch.ops.aten.view.default(addmm_103, [2, 8, 32]);  addmm_103 = None
    add_51 = torch.ops.aten.add.Tensor(getitem_130, view_467);  getitem_130 = view_467 = None
    native_layer_norm_51 = torch.ops.aten.native_layer_norm.default(add_51, [32], p_ln2_weight, p_ln2_bias, 1e-05);  add_51 = None
    getitem_131 = native_layer_norm_51[0];  native_layer_norm_51 = None
    view_468 = torch.ops.aten.view.default(getitem_131, [16, 32])
    permute_234 = torch.ops.aten.permute.default(p_qkv_weight, [1, 0])
    addmm_104 = torch.ops.aten.addmm.default(p_qkv_bias, view_468, permute_234);  view_468 = permute_234 = None
    view_469 = torch.ops.aten.view.default(addmm_104, [2, 8, 96]);  addmm_104 = None
    split_with_sizes_26 = torch.ops.aten.split_with_sizes.default(view_469, [32, 32, 32], -1);  view_469 = None
    getitem_132 = split_with_sizes_26[0]
    getitem_133 = split_with_sizes_26[1]
    getitem_134 = split_with_sizes_26[2];  split_with_sizes_26 = None
    view_470 = torch.ops.aten.view.default(getitem_132, [2, 8, 4, 8]);  getitem_132 = None
    permute_235 = torch.ops.aten.permute.default(view_470, [0, 2, 1, 3]);  view_470 = None
    view_471 = torch.ops.aten.view.default(getitem_133, [2, 8, 4, 8]);  getitem_133 = None
    permute_236 = torch.ops.aten.permute.default(view_471, [0, 2, 1, 3]);  view_471 = None
    view_472 = torch.ops.aten.view.default(getitem_134, [2, 8, 4, 8]);  getitem_134 = None
    permute_237 = torch.ops.aten.permute.default(view_472, [0, 2, 1, 3]);  view_472 = None
    permute_238 = torch.ops.aten.permute.default(permute_236, [0, 1, 3, 2]);  permute_236 = None
    expand_104 = torch.ops.aten.expand.default(permute_235, [2, 4, 8, 8]);  permute_235 = None
    clone_104 = torch.ops.aten.clone.default(expand_104, memory_format = torch.contiguous_format);  expand_104 = None
    view_473 = torch.ops.aten.view.default(clone_104, [8, 8, 8]);  clone_104 = None
    expand_105 = torch.ops.aten.expand.default(permute_238, [2, 4, 8, 8]);  permute_238 = None
    clone_105 = torch.ops.aten.clone.default(expand_105, memory_format = torch.contiguous_format);  expand_105 = None
    view_474 = torch.ops.aten.view.default(clone_105, [8, 8, 8]);  clone_105 = None
    bmm_52 = torch.ops.aten.bmm.default(view_473, view_474);  view_473 = view_474 = None
    view_475 = torch.ops.aten.view.default(bmm_52, [2, 4, 8, 8]);  bmm_52 = None
    mul_26 = torch.ops.aten.mul.Tensor(view_475, 0.3535533905932738);  view_475 = None
    _softmax_26 = torch.ops.aten._softmax.default(mul_26, -1, False);  mul_26 = None
    expand_106 = torch.ops.aten.expand.default(_softmax_26, [2, 4, 8, 8]);  _softmax_26 = None
    view_476 = torch.ops.aten.view.default(expand_106, [8, 8, 8]);  expand_106 = None
    expand_107 = torch.ops.aten.expand.default(permute_237, [2, 4, 8, 8]);  permute_237 = None
    clone_106 = torch.ops.aten.clone.default(expand_107, memory_format = torch.contiguous_format);  expand_107 = None
    view_477 = torch.ops.aten.view.default(clone_106, [8, 8, 8]);  clone_106 = None
    bmm_53 = torch.ops.aten.bmm.default(view_476, view_477);  view_476 = view_477 = None
    view_478 = torch.ops.aten.view.default(bmm_53, [2, 4, 8, 8]);  bmm_53 = None
    permute_239 = torch.ops.aten.permute.default(view_478, [0, 2, 1, 3]);  view_478 = None
    clone_107 = torch.ops.aten.clone.default(permute_239, memory_format = torch.contiguous_format);  permute_239 = None
    view_479 = torch.ops.aten.view.default(clone_107, [2, 8, 32]);  clone_107 = None
    view_480 = torch.ops.aten.view.default(view_479, [16, 32]);  view_479 = None
    permute_240 = torch.ops.aten.permute.default(p_proj_weight, [1, 0])
    addmm_105 = torch.ops.aten.addmm.default(p_proj_bias, view_480, permute_240);  view_480 = permute_240 = None
    view_481 = torch.ops.aten.view.default(addmm_105, [2, 8, 32]);  addmm_105 = None
    add_52 = torch.ops.aten.add.Tensor(getitem_131, view_481);  getitem_131 = view_481 = None
    native_layer_norm_52 = torch.ops.aten.native_layer_norm.default(add_52, [32], p_ln1_weight, p_ln1_bias, 1e-05);  add_52 = None
    getitem_135 = native_layer_norm_52[0];  native_layer_norm_52 = None
    view_482 = torch.ops.aten.view.default(getitem_135, [16, 32])
    permute_241 = torch.ops.aten.permute.default(p_fc1_weight, [1, 0])
    addmm_106 = torch.ops.aten.addmm.default(p_fc1_bias, view_482, permute_241);  view_482 = permute_241 = None
    view_483 = torch.ops.aten.view.default(addmm_106, [2, 8, 128]);  addmm_106 = None
    gelu_26 = torch.ops.aten.gelu.default(view_483);  view_483 = None
    view_484 = torch.ops.aten.view.default(gelu_26, [16, 128]);  gelu_26 = None
    permute_242 = torch.ops.aten.permute.default(p_fc2_weight, [1, 0])
    addmm_107 = torch.ops.aten.addmm.default(p_fc2_bias, view_484, permute_242);  view_484 = permute_242 = None
    view_485 = torch.ops.aten.view.default(addmm_107, [2, 8, 32]);  addmm_107 = None
    add_53 = torch.ops.aten.add.Tensor(getitem_135, view_485);  getitem_135 = view_485 = None
    native_layer_norm_53 = torch.ops.aten.native_layer_norm.default(add_53, [32], p_ln2_weight, p_ln2_bias, 1e-05);  add_53 = None
    getitem_136 = native_layer_norm_53[0];  native_layer_norm_53 = None
    view_486 = torch.ops.aten.view.default(getitem_136, [16, 32])
    permute_243 = torch.ops.aten.permute.default(p_qkv_weight, [1, 0])
    addmm_108 = torch.ops.aten.addmm.default(p_qkv_bias, view_486, permute_243);  view_486 = permute_243 = None
    view_487 = torch.ops.aten.view.default(addmm_108, [2, 8, 96]);  addmm_108 = None
    split_with_sizes_27 = torch.ops.aten.split_with_sizes.default(view_487, [32, 32, 32], -1);  view_487 = None
    getitem_137 = split_with_sizes_27[0]
    getitem_138 = split_with_sizes_27[1]
    getitem_139 = split_with_sizes_27[2];  split_with_sizes_27 = None
    view_488 = torch.ops.aten.view.default(getitem_137, [2, 8, 4, 8]);  getitem_137 = None
    permute_244 = torch.ops.aten.permute.default(view_488, [0, 2, 1, 3]);  view_488 = None
    view_489 = torch.ops.aten.view.default(getitem_138, [2, 8, 4, 8]);  getitem_138 = None
    permute_245 = torch.ops.aten.permute.default(view_489, [0, 2, 1, 3]);  view_489 = None
    view_490 = torch.ops.aten.view.default(getitem_139, [2, 8, 4, 8]);  getitem_139 = None
    permute_246 = torch.ops.aten.permute.default(view_490, [0, 2, 1, 3]);  view_490 = None
    permute_247 = torch.ops.aten.permute.default(permute_245, [0, 1, 3, 2]);  permute_245 = None
    expand_108 = torch.ops.aten.expand.default(permute_244, [2, 4, 8, 8]);  permute_244 = None
    clone_108 = torch.ops.aten.clone.default(expand_108, memory_format = torch.contiguous_format);  expand_108 = None
    view_491 = torch.ops.aten.view.default(clone_108, [8, 8, 8]);  clone_108 = None
    expand_109 = torch.ops.aten.expand.default(permute_247, [2, 4, 8, 8]);  permute_247 = None
    clone_109 = torch.ops.aten.clone.default(expand_109, memory_format = torch.contiguous_format);  expand_109 = None
    view_492 = torch.ops.aten.view.default(clone_109, [8, 8, 8]);  clone_109 = None
    bmm_54 = torch.ops.aten.bmm.default(view_491, view_492);  view_491 = view_492 = None
    view_493 = torch.ops.aten.view.default(bmm_54, [2, 4, 8, 8]);  bmm_54 = None
    mul_27 = torch.ops.aten.mul.Tensor(view_493, 0.3535533905932738);  view_493 = None
    _softmax_27 = torch.ops.aten._softmax.default(mul_27, -1, False);  mul_27 = None
    expand_110 = torch.ops.aten.expand.default(_softmax_27, [2, 4, 8, 8]);  _softmax_27 = None
    view_494 = torch.ops.aten.view.default(expand_110, [8, 8, 8]);  expand_110 = None
    expand_111 = torch.ops.aten.expand.default(permute_246, [2, 4, 8, 8]);  permute_246 = None
    clone_110 = torch.ops.aten.clone.default(expand_111, memory_format = torch.contiguous_format);  expand_111 = None
    view_495 = torch.ops.aten.view.default(clone_110, [8, 8, 8]);  clone_110 = None
    bmm_55 = torch.ops.aten.bmm.default(view_494, view_495);  view_494 = view_495 = None
    view_496 = torch.ops.aten.view.default(bmm_55, [2, 4, 8, 8]);  bmm_55 = None
    permute_248 = torch.ops.aten.permute.default(view_496, [0, 2, 1, 3]);  view_496 = None
    clone_111 = torch.ops.aten.clone.default(permute_248, memory_format = torch.contiguous_format);  permute_248 = None
    view_497 = torch.ops.aten.view.default(clone_111, [2, 8, 32]);  clone_111 = None
    view_498 = torch.ops.aten.view.default(view_497, [16, 32]);  view_497 = None
    permute_249 = torch.ops.aten.permute.default(p_proj_weight, [1, 0])
    addmm_109 = torch.ops.aten.addmm.default(p_proj_bias, view_498, permute_249);  view_498 = permute_249 = None
    view_499 = torch.ops.aten.view.default(addmm_109, [2, 8, 32]);  addmm_109 = None
    add_54 = torch.ops.aten.add.Tensor(getitem_136, view_499);  getitem_136 = view_499 = None
    native_layer_norm_54 = torch.ops.aten.native_layer_norm.default(add_54, [32], p_ln1_weight, p_ln1_bias, 1e-05);  add_54 = None
    getitem_140 = native_layer_norm_54[0];  native_layer_norm_54 = None
    view_500 = torch.ops.aten.view.default(getitem_140, [16, 32])
    permute_250 = torch.ops.aten.permute.default(p_fc1_weight, [1, 0])
    addmm_110 = torch.ops.aten.addmm.default(p_fc1_bias, view_500, permute_250);  view_500 = permute_250 = None
    view_501 = torch.ops.aten.view.default(addmm_110, [2, 8, 128]);  addmm_110 = None
    gelu_27 = torch.ops.aten.gelu.default(view_501);  view_501 = None
    view_502 = torch.ops.aten.view.default(gelu_27, [16, 128]);  gelu_27 = None
    permute_251 = torch.ops.aten.permute.default(p_fc2_weight, [1, 0])
    addmm_111 = torch.ops.aten.addmm.default(p_fc2_bias, view_502, permute_251);  view_502 = permute_251 = None
    view_503 = torch.ops.aten.view.default(addmm_111, [2, 8, 32]);  addmm_111 = None
    add_55 = torch.ops.aten.add.Tensor(getitem_140, view_503);  getitem_140 = view_503 = None
    native_layer_norm_55 = torch.ops.aten.native_layer_norm.default(add_55, [32], p_ln2_weight, p_ln2_bias, 1e-05);  add_55 = None
    getitem_141 = native_layer_norm_55[0];  native_layer_norm_55 = None
    view_504 = torch.ops.aten.view.default(getitem_141, [16, 32])
    permute_252 = torch.ops.aten.permute.default(p_qkv_weight, [1, 0])
    addmm_112 = torch.ops.aten.addmm.default(p_qkv_bias, view_504, permute_252);  view_504 = permute_252 = None
    view_505 = torch.ops.aten.view.default(addmm_112, [2, 8, 96]);  addmm_112 = None
    split_with_sizes_28 = torch.ops.aten.split_with_sizes.default(view_505, [32, 32, 32], -1);  view_505 = None
    getitem_142 = split_with_sizes_28[0]
    getitem_143 = split_with_sizes_28[1]
    getitem_144 = split_with_sizes_28[2];  split_with_sizes_28 = None
    view_506 = torch.ops.aten.view.default(getitem_142, [2, 8, 4, 8]);  getitem_142 = None
    permute_253 = torch.ops.aten.permute.default(view_506, [0, 2, 1, 3]);  view_506 = None
    view_507 = torch.ops.aten.view.default(getitem_143, [2, 8, 4, 8]);  getitem_143 = None
    permute_254 = torch.ops.aten.permute.default(view_507, [0, 2, 1, 3]);  view_507 = None
    view_508 = torch.ops.aten.view.default(getitem_144, [2, 8, 4, 8]);  getitem_144 = None
    permute_255 = torch.ops.aten.permute.default(view_508, [0, 2, 1, 3]);  view_508 = None
    permute_256 = torch.ops.aten.permute.default(permute_254, [0, 1, 3, 2]);  permute_254 = None
    expand_112 = torch.ops.aten.expand.default(permute_253, [2, 4, 8, 8]);  permute_253 = None
    clone_112 = torch.ops.aten.clone.default(expand_112, memory_format = torch.contiguous_format);  expand_112 = None
    view_509 = torch.ops.aten.view.default(clone_112, [8, 8, 8]);  clone_112 = None
    expand_113 = torch.ops.aten.expand.default(permute_256, [2, 4, 8, 8]);  permute_256 = None
    clone_113 = torch.ops.aten.clone.default(expand_113, memory_format = torch.contiguous_format);  expand_113 = None
    view_510 = torch.ops.aten.view.default(clone_113, [8, 8, 8]);  clone_113 = None
    bmm_56 = torch.ops.aten.bmm.default(view_509, view_510);  view_509 = view_510 = None
    view_511 = torch.ops.aten.view.default(bmm_56, [2, 4, 8, 8]);  bmm_56 = None
    mul_28 = torch.ops.aten.mul.Tensor(view_511, 0.3535533905932738);  view_511 = None
    _softmax_28 = torch.ops.aten._softmax.default(mul_28, -1, False);  mul_28 = None
    expand_114 = torch.ops.aten.expand.default(_softmax_28, [2, 4, 8, 8]);  _softmax_28 = None
    view_512 = torch.ops.aten.view.default(expand_114, [8, 8, 8]);  expand_114 = None
    expand_115 = torch.ops.aten.expand.default(permute_255, [2, 4, 8, 8]);  permute_255 = None
    clone_114 = torch.ops.aten.clone.default(expand_115, memory_format = torch.contiguous_format);  expand_115 = None
    view_513 = torch.ops.aten.view.default(clone_114, [8, 8, 8]);  clone_114 = None
    bmm_57 = torch.ops.aten.bmm.default(view_512, view_513);  view_512 = view_513 = None
    view_514 = torch.ops.aten.view.default(bmm_57, [2, 4, 8, 8]);  bmm_57 = None
    permute_257 = torch.ops.aten.permute.default(view_514, [0, 2, 1, 3]);  view_514 = None
    clone_115 = torch.ops.aten.clone.default(permute_257, memory_format = torch.contiguous_format);  permute_257 = None
    view_515 = torch.ops.aten.view.default(clone_115, [2, 8, 32]);  clone_115 = None
    view_516 = torch.ops.aten.view.default(view_515, [16, 32]);  view_515 = None
    permute_258 = torch.ops.aten.permute.default(p_proj_weight, [1, 0])
    addmm_113 = torch.ops.aten.addmm.default(p_proj_bias, view_516, permute_258);  view_516 = permute_258 = None
    view_517 = torch.ops.aten.view.default(addmm_113, [2, 8, 32]);  addmm_113 = None
    add_56 = torch.ops.aten.add.Tensor(getitem_141, view_517);  getitem_141 = view_517 = None
    native_layer_norm_56 = torch.ops.aten.native_layer_norm.default(add_56, [32], p_ln1_weight, p_ln1_bias, 1e-05);  add_56 = None
    getitem_145 = native_layer_norm_56[0];  native_layer_norm_56 = None
    view_518 = torch.ops.aten.view.default(getitem_145, [16, 32])
    permute_259 = torch.ops.aten.permute.default(p_fc1_weight, [1, 0])
    addmm_114 = torch.ops.aten.addmm.default(p_fc1_bias, view_518, permute_259);  view_518 = permute_259 = None
    view_519 = torch.ops.aten.view.default(addmm_114, [2, 8, 128]);  addmm_114 = None
    gelu_28 = torch.ops.aten.gelu.default(view_519);  view_519 = None
    view_520 = torch.ops.aten.view.default(gelu_28, [16, 128]);  gelu_28 = None
    permute_260 = torch.ops.aten.permute.default(p_fc2_weight, [1, 0])
    addmm_115 = torch.ops.aten.addmm.default(p_fc2_bias, view_520, permute_260);  view_520 = permute_260 = None
    view_521 = torch.ops.aten.view.default(addmm_115, [2, 8, 32]);  addmm_115 = None
    add_57 = torch.ops.aten.add.Tensor(getitem_145, view_521);  getitem_145 = view_521 = None
    native_layer_norm_57 = torch.ops.aten.native_layer_norm.default(add_57, [32], p_ln2_weight, p_ln2_bias, 1e-05);  add_57 = None
    getitem_146 = native_layer_norm_57[0];  native_layer_norm_57 = None
    view_522 = torch.ops.aten.view.default(getitem_146, [16, 32])
    permute_261 = torch.ops.aten.permute.default(p_qkv_weight, [1, 0])
    addmm_116 = torch.ops.aten.addmm.default(p_qkv_bias, view_522, permute_261);  view_522 = permute_261 = None
    view_523 = torch.ops.aten.view.default(addmm_116, [2, 8, 96]);  addmm_116 = None
    split_with_sizes_29 = torch.ops.aten.split_with_sizes.default(view_523, [32, 32, 32], -1);  view_523 = None
    getitem_147 = split_with_sizes_29[0]
    getitem_148 = split_with_sizes_29[1]
    getitem_149 = split_with_sizes_29[2];  split_with_sizes_29 = None
    view_524 = torch.ops.aten.view.default(getitem_147, [2, 8, 4, 8]);  getitem_147 = None
    permute_262 = torch.ops.aten.permute.default(view_524, [0, 2, 1, 3]);  view_524 = None
    view_525 = torch.ops.aten.view.default(getitem_148, [2, 8, 4, 8]);  getitem_148 = None
    permute_263 = torch.ops.aten.permute.default(view_525, [0, 2, 1, 3]);  view_525 = None
    view_526 = torch.ops.aten.view.default(getitem_149, [2, 8, 4, 8]);  getitem_149 = None
    permute_264 = torch.ops.aten.permute.default(view_526, [0, 2, 1, 3]);  view_526 = None
    permute_265 = torch.ops.aten.permute.default(permute_263, [0, 1, 3, 2]);  permute_263 = None
    expand_116 = torch.ops.aten.expand.default(permute_262, [2, 4, 8, 8]);  permute_262 = None
    clone_116 = torch.ops.aten.clone.default(expand_116, memory_format = torch.contiguous_format);  expand_116 = None
    view_527 = torch.ops.aten.view.default(clone_116, [8, 8, 8]);  clone_116 = None
    expand_117 = torch.ops.aten.expand.default(permute_265, [2, 4, 8, 8]);  permute_265 = None
    clone_117 = torch.ops.aten.clone.default(expand_117, memory_format = torch.contiguous_format);  expand_117 = None
    view_528 = torch.ops.aten.view.default(clone_117, [8, 8, 8]);  clone_117 = None
    bmm_58 = torch.ops.aten.bmm.default(view_527, view_528);  view_527 = view_528 = None
    view_529 = torch.ops.aten.view.default(bmm_58, [2, 4, 8, 8]);  bmm_58 = None
    mul_29 = torch.ops.aten.mul.Tensor(view_529, 0.3535533905932738);  view_529 = None
    _softmax_29 = torch.ops.aten._softmax.default(mul_29, -1, False);  mul_29 = None
    expand_118 = torch.ops.aten.expand.default(_softmax_29, [2, 4, 8, 8]);  _softmax_29 = None
    view_530 = torch.ops.aten.view.default(expand_118, [8, 8, 8]);  expand_118 = None
    expand_119 = torch.ops.aten.expand.default(permute_264, [2, 4, 8, 8]);  permute_264 = None
    clone_118 = torch.ops.aten.clone.default(expand_119, memory_format = torch.contiguous_format);  expand_119 = None
    view_531 = torch.ops.aten.view.default(clone_118, [8, 8, 8]);  clone_118 = None
    bmm_59 = torch.ops.aten.bmm.default(view_530, view_531);  view_530 = view_531 = None
    view_532 = torch.ops.aten.view.default(bmm_59, [2, 4, 8, 8]);  bmm_59 = None
    permute_266 = torch.ops.aten.permute.default(view_532, [0, 2, 1, 3]);  view_532 = None
    clone_119 = torch.ops.aten.clone.default(permute_266, memory_format = torch.contiguous_format);  permute_266 = None
    view_533 = torch.ops.aten.view.default(clone_119, [2, 8, 32]);  clone_119 = None
    view_534 = torch.ops.aten.view.default(view_533, [16, 32]);  view_533 = None
    permute_267 = torch.ops.aten.permute.default(p_proj_weight, [1, 0])
    addmm_117 = torch.ops.aten.addmm.default(p_proj_bias, view_534, permute_267);  view_534 = permute_267 = None
    view_535 = torch.ops.aten.view.default(addmm_117, [2, 8, 32]);  addmm_117 = None
    add_58 = torch.ops.aten.add.Tensor(getitem_146, view_535);  getitem_146 = view_535 = None
    native_layer_norm_58 = torch.ops.aten.native_layer_norm.default(add_58, [32], p_ln1_weight, p_ln1_bias, 1e-05);  add_58 = None
    getitem_150 = native_layer_norm_58[0];  native_layer_norm_58 = None
    view_536 = torch.ops.aten.view.default(getitem_150, [16, 32])
    permute_268 = torch.ops.aten.permute.default(p_fc1_weight, [1, 0])
    addmm_118 = torch.ops.aten.addmm.default(p_fc1_bias, view_536, permute_268);  view_536 = permute_268 = None
    view_537 = torch.ops.aten.view.default(addmm_118, [2, 8, 128]);  addmm_118 = None
    gelu_29 = torch.ops.aten.gelu.default(view_537);  view_537 = None
    view_538 = torch.ops.aten.view.default(gelu_29, [16, 128]);  gelu_29 = None
    permute_269 = torch.ops.aten.permute.default(p_fc2_weight, [1, 0])
    addmm_119 = torch.ops.aten.addmm.default(p_fc2_bias, view_538, permute_269);  view_538 = permute_269 = None
    view_539 = torch.ops.aten.view.default(addmm_119, [2, 8, 32]);  addmm_119 = None
    add_59 = torch.ops.aten.add.Tensor(getitem_150, view_539);  getitem_150 = view_539 = None
    native_layer_norm_59 = torch.ops.aten.native_layer_norm.default(add_59, [32], p_ln2_weight, p_ln2_bias, 1e-05);  add_59 = None
    getitem_151 = native_layer_norm_59[0];  native_layer_norm_59 = None
    view_540 = torch.ops.aten.view.default(getitem_151, [16, 32])
    permute_270 = torch.ops.aten.permute.default(p_qkv_weight, [1, 0])
    addmm_120 = torch.ops.aten.addmm.default(p_qkv_bias, view_540, permute_270);  view_540 = permute_270 = None
    view_541 = torch.ops.aten.view.default(addmm_120, [2, 8, 96]);  addmm_120 = None
    split_with_sizes_30 = torch.ops.aten.split_with_sizes.default(view_541, [32, 32, 32], -1);  view_541 = None
    getitem_152 = split_with_sizes_30[0]
    getitem_153 = split_with_sizes_30[1]
    getitem_154 = split_with_sizes_30[2];  split_with_sizes_30 = None
    view_542 = torch.ops.aten.view.default(getitem_152, [2, 8, 4, 8]);  getitem_152 = None
    permute_271 = torch.ops.aten.permute.default(view_542, [0, 2, 1, 3]);  view_542 = None
    view_543 = torch.ops.aten.view.default(getitem_153, [2, 8, 4, 8]);  getitem_153 = None
    permute_272 = torch.ops.aten.permute.default(view_543, [0, 2, 1, 3]);  view_543 = None
    view_544 = torch.ops.aten.view.default(getitem_154, [2, 8, 4, 8]);  getitem_154 = None
    permute_273 = torch.ops.aten.permute.default(view_544, [0, 2, 1, 3]);  view_544 = None
    permute_274 = torch.ops.aten.permute.default(permute_272, [0, 1, 3, 2]);  permute_272 = None
    expand_120 = torch.ops.aten.expand.default(permute_271, [2, 4, 8, 8]);  permute_271 = None
    clone_120 = torch.ops.aten.clone.default(expand_120, memory_format = torch.contiguous_format);  expand_120 = None
    view_545 = torch.ops.aten.view.default(clone_120, [8, 8, 8]);  clone_120 = None
    expand_121 = torch.ops.aten.expand.default(permute_274, [2, 4, 8, 8]);  permute_274 = None
    clone_121 = torch.ops.aten.clone.default(expand_121, memory_format = torch.contiguous_format);  expand_121 = None
    view_546 = torch.ops.aten.view.default(clone_121, [8, 8, 8]);  clone_121 = None
    bmm_60 = torch.ops.aten.bmm.default(view_545, view_546);  view_545 = view_546 = None
    view_547 = torch.ops.aten.view.default(bmm_60, [2, 4, 8, 8]);  bmm_60 = None
    mul_30 = torch.ops.aten.mul.Tensor(view_547, 0.3535533905932738);  view_547 = None
    _softmax_30 = torch.ops.aten._softmax.default(mul_30, -1, False);  mul_30 = None
    expand_122 = torch.ops.aten.expand.default(_softmax_30, [2, 4, 8, 8]);  _softmax_30 = None
    view_548 = torch.ops.aten.view.default(expand_122, [8, 8, 8]);  expand_122 = None
    expand_123 = torch.ops.aten.expand.default(permute_273, [2, 4, 8, 8]);  permute_273 = None
    clone_122 = torch.ops.aten.clone.default(expand_123, memory_format = torch.contiguous_format);  expand_123 = None
    view_549 = torch.ops.aten.view.default(clone_122, [8, 8, 8]);  clone_122 = None
    bmm_61 = torch.ops.aten.bmm.default(view_548, view_549);  view_548 = view_549 = None
    view_550 = torch.ops.aten.view.default(bmm_61, [2, 4, 8, 8]);  bmm_61 = None
    permute_275 = torch.ops.aten.permute.default(view_550, [0, 2, 1, 3]);  view_550 = None
    clone_123 = torch.ops.aten.clone.default(permute_275, memory_format = torch.contiguous_format);  permute_275 = None
    view_551 = torch.ops.aten.view.default(clone_123, [2, 8, 32]);  clone_123 = None
    view_552 = torch.ops.aten.view.default(view_551, [16, 32]);  view_551 = None
    permute_276 = torch.ops.aten.permute.default(p_proj_weight, [1, 0])
    addmm_121 = torch.ops.aten.addmm.default(p_proj_bias, view_552, permute_276);  view_552 = permute_276 = None
    view_553 = torch.ops.aten.view.default(addmm_121, [2, 8, 32]);  addmm_121 = None
    add_60 = torch.ops.aten.add.Tensor(getitem_151, view_553);  getitem_151 = view_553 = None
    native_layer_norm_60 = torch.ops.aten.native_layer_norm.default(add_60, [32], p_ln1_weight, p_ln1_bias, 1e-05);  add_60 = None
    getitem_155 = native_layer_norm_60[0];  native_layer_norm_60 = None
    view_554 = torch.ops.aten.view.default(getitem_155, [16, 32])
    permute_277 = torch.ops.aten.permute.default(p_fc1_weight, [1, 0])
    addmm_122 = torch.ops.aten.addmm.default(p_fc1_bias, view_554, permute_277);  view_554 = permute_277 = None
    view_555 = torch.ops.aten.view.default(addmm_122, [2, 8, 128]);  addmm_122 = None
    gelu_30 = torch.ops.aten.gelu.default(view_555);  view_555 = None
    view_556 = torch.ops.aten.view.default(gelu_30, [16, 128]);  gelu_30 = None
    permute_278 = torch.ops.aten.permute.default(p_fc2_weight, [1, 0])
    addmm_123 = torch.ops.aten.addmm.default(p_fc2_bias, view_556, permute_278);  view_556 = permute_278 = None
    view_557 = torch.ops.aten.view.default(addmm_123, [2, 8, 32]);  addmm_123 = None
    add_61 = torch.ops.aten.add.Tensor(getitem_155, view_557);  getitem_155 = view_557 = None
    native_layer_norm_61 = torch.ops.aten.native_layer_norm.default(add_61, [32], p_ln2_weight, p_ln2_bias, 1e-05);  add_61 = None
    getitem_156 = native_layer_norm_61[0];  native_layer_norm_61 = None
    view_558 = torch.ops.aten.view.default(getitem_156, [16, 32])
    permute_279 = torch.ops.aten.permute.default(p_qkv_weight, [1, 0])
    addmm_124 = torch.ops.aten.addmm.default(p_qkv_bias, view_558, permute_279);  view_558 = permute_279 = None
    view_559 = torch.ops.aten.view.default(addmm_124, [2, 8, 96]);  addmm_124 = None
    split_with_sizes_31 = torch.ops.aten.split_with_sizes.default(view_559, [32, 32, 32], -1);  view_559 = None
    getitem_157 = split_with_sizes_31[0]
    getitem_158 = split_with_sizes_31[1]
    getitem_159 = split_with_sizes_31[2];  split_with_sizes_31 = None
    view_560 = torch.ops.aten.view.default(getitem_157, [2, 8, 4, 8]);  getitem_157 = None
    permute_280 = torch.ops.aten.permute.default(view_560, [0, 2, 1, 3]);  view_560 = None
    view_561 = torch.ops.aten.view.default(getitem_158, [2, 8, 4, 8]);  getitem_158 = None
    permute_281 = torch.ops.aten.permute.default(view_561, [0, 2, 1, 3]);  view_561 = None
    view_562 = torch.ops.aten.view.default(getitem_159, [2, 8, 4, 8]);  getitem_159 = None
    permute_282 = torch.ops.aten.permute.default(view_562, [0, 2, 1, 3]);  view_562 = None
    permute_283 = torch.ops.aten.permute.default(permute_281, [0, 1, 3, 2]);  permute_281 = None
    expand_124 = torch.ops.aten.expand.default(permute_280, [2, 4, 8, 8]);  permute_280 = None
    clone_124 = torch.ops.aten.clone.default(expand_124, memory_format = torch.contiguous_format);  expand_124 = None
    view_563 = torch.ops.aten.view.default(clone_124, [8, 8, 8]);  clone_124 = None
    expand_125 = torch.ops.aten.expand.default(permute_283, [2, 4, 8, 8]);  permute_283 = None
    clone_125 = torch.ops.aten.clone.default(expand_125, memory_format = torch.contiguous_format);  expand_125 = None
    view_564 = torch.ops.aten.view.default(clone_125, [8, 8, 8]);  clone_125 = None
    bmm_62 = torch.ops.aten.bmm.default(view_563, view_564);  view_563 = view_564 = None
    view_565 = torch.ops.aten.view.default(bmm_62, [2, 4, 8, 8]);  bmm_62 = None
    mul_31 = torch.ops.aten.mul.Tensor(view_565, 0.3535533905932738);  view_565 = None
    _softmax_31 = torch.ops.aten._softmax.default(mul_31, -1, False);  mul_31 = None
    expand_126 = torch.ops.aten.expand.default(_softmax_31, [2, 4, 8, 8]);  _softmax_31 = None
    view_566 = torch.ops.aten.view.default(expand_126, [8, 8, 8]);  expand_126 = None
    expand_127 = torch.ops.aten.expand.default(permute_282, [2, 4, 8, 8]);  permute_282 = None
    clone_126 = torch.ops.aten.clone.default(expand_127, memory_format = torch.contiguous_format);  expand_127 = None
    view_567 = torch.ops.aten.view.default(clone_126, [8, 8, 8]);  clone_126 = None
    bmm_63 = torch.ops.aten.bmm.default(view_566, view_567);  view_566 = view_567 = None
    view_568 = torch.ops.aten.view.default(bmm_63, [2, 4, 8, 8]);  bmm_63 = None
    permute_284 = torch.ops.aten.permute.default(view_568, [0, 2, 1, 3]);  view_568 = None
    clone_127 = torch.ops.aten.clone.default(permute_284, memory_format = torch.contiguous_format);  permute_284 = None
    view_569 = torch.ops.aten.view.default(clone_127, [2, 8, 32]);  clone_127 = None
    view_570 = torch.ops.aten.view.default(view_569, [16, 32]);  view_569 = None
    permute_285 = torch.ops.aten.permute.default(p_proj_weight, [1, 0])
    addmm_125 = torch.ops.aten.addmm.default(p_proj_bias, view_570, permute_285);  view_570 = permute_285 = None
    view_571 = torch.ops.aten.view.default(addmm_125, [2, 8, 32]);  addmm_125 = None
    add_62 = torch.ops.aten.add.Tensor(getitem_156, view_571);  getitem_156 = view_571 = None
    native_layer_norm_62 = torch.ops.aten.native_layer_norm.default(add_62, [32], p_ln1_weight, p_ln1_bias, 1e-05);  add_62 = None
    getitem_160 = native_layer_norm_62[0];  native_layer_norm_62 = None
    view_572 = torch.ops.aten.view.default(getitem_160, [16, 32])
    permute_286 = torch.ops.aten.permute.default(p_fc1_weight, [1, 0])
    addmm_126 = torch.ops.aten.addmm.default(p_fc1_bias, view_572, permute_286);  view_572 = permute_286 = None
    view_573 = torch.ops.aten.view.default(addmm_126, [2, 8, 128]);  addmm_126 = None
    gelu_31 = torch.ops.aten.gelu.default(view_573);  view_573 = None
    view_574 = torch.ops.aten.view.default(gelu_31, [16, 128]);  gelu_31 = None
    permute_287 = torch.ops.aten.permute.default(p_fc2_weight, [1, 0])
    addmm_127 = torch.ops.aten.addmm.default(p_fc2_bias, view_574, permute_287);  view_574 = permute_287 = None
    view_575 = torch.ops.aten.view.default(addmm_127, [2, 8, 32]);  addmm_127 = None
    add_63 = torch.ops.aten.add.Tensor(getitem_160, view_575);  getitem_160 = view_575 = None
    native_layer_norm_63 = torch.ops.aten.native_layer_norm.default(add_63, [32], p_ln2_weight, p_ln2_bias, 1e-05);  add_63 = None
    getitem_161 = native_layer_norm_63[0];  native_layer_norm_63 = None
    view_576 = torch.ops.aten.view.default(getitem_161, [16, 32])
    permute_288 = torch.ops.aten.permute.default(p_qkv_weight, [1, 0])
    addmm_128 = torch.ops.aten.addmm.default(p_qkv_bias, view_576, permute_288);  view_576 = permute_288 = None
    view_577 = torch.ops.aten.view.default(addmm_128, [2, 8, 96]);  addmm_128 = None
    split_with_sizes_32 = torch.ops.aten.split_with_sizes.default(view_577, [32, 32, 32], -1);  view_577 = None
    getitem_162 = split_with_sizes_32[0]
    getitem_163 = split_with_sizes_32[1]
    getitem_164 = split_with_sizes_32[2];  split_with_sizes_32 = None
    view_578 = torch.ops.aten.view.default(getitem_162, [2, 8, 4, 8]);  getitem_162 = None
    permute_289 = torch.ops.aten.permute.default(view_578, [0, 2, 1, 3]);  view_578 = None
    view_579 = torch.ops.aten.view.default(getitem_163, [2, 8, 4, 8]);  getitem_163 = None
    permute_290 = torch.ops.aten.permute.default(view_579, [0, 2, 1, 3]);  view_579 = None
    view_580 = torch.ops.aten.view.default(getitem_164, [2, 8, 4, 8]);  getitem_164 = None
    permute_291 = torch.ops.aten.permute.default(view_580, [0, 2, 1, 3]);  view_580 = None
    permute_292 = torch.ops.aten.permute.default(permute_290, [0, 1, 3, 2]);  permute_290 = None
    expand_128 = torch.ops.aten.expand.default(permute_289, [2, 4, 8, 8]);  permute_289 = None
    clone_128 = torch.ops.aten.clone.default(expand_128, memory_format = torch.contiguous_format);  expand_128 = None
    view_581 = torch.ops.aten.view.default(clone_128, [8, 8, 8]);  clone_128 = None
    expand_129 = torch.ops.aten.expand.default(permute_292, [2, 4, 8, 8]);  permute_292 = None
    clone_129 = torch.ops.aten.clone.default(expand_129, memory_format = torch.contiguous_format);  expand_129 = None
    view_582 = torch.ops.aten.view.default(clone_129, [8, 8, 8]);  clone_129 = None
    bmm_64 = torch.ops.aten.bmm.default(view_581, view_582);  view_581 = view_582 = None
    view_583 = torch.ops.aten.view.default(bmm_64, [2, 4, 8, 8]);  bmm_64 = None
    mul_32 = torch.ops.aten.mul.Tensor(view_583, 0.3535533905932738);  view_583 = None
    _softmax_32 = torch.ops.aten._softmax.default(mul_32, -1, False);  mul_32 = None
    expand_130 = torch.ops.aten.expand.default(_softmax_32, [2, 4, 8, 8]);  _softmax_32 = None
    view_584 = torch.ops.aten.view.default(expand_130, [8, 8, 8]);  expand_130 = None
    expand_131 = torch.ops.aten.expand.default(permute_291, [2, 4, 8, 8]);  permute_291 = None
    clone_130 = torch.ops.aten.clone.default(expand_131, memory_format = torch.contiguous_format);  expand_131 = None
    view_585 = torch.ops.aten.view.default(clone_130, [8, 8, 8]);  clone_130 = None
    bmm_65 = torch.ops.aten.bmm.default(view_584, view_585);  view_584 = view_585 = None
    view_586 = torch.ops.aten.view.default(bmm_65, [2, 4, 8, 8]);  bmm_65 = None
    permute_293 = torch.ops.aten.permute.default(view_586, [0, 2, 1, 3]);  view_586 = None
    clone_131 = torch.ops.aten.clone.default(permute_293, memory_format = torch.contiguous_format);  permute_293 = None
    view_587 = torch.ops.aten.view.default(clone_131, [2, 8, 32]);  clone_131 = None
    view_588 = torch.ops.aten.view.default(view_587, [16, 32]);  view_587 = None
    permute_294 = torch.ops.aten.permute.default(p_proj_weight, [1, 0])
    addmm_129 = torch.ops.aten.addmm.default(p_proj_bias, view_588, permute_294);  view_588 = permute_294 = None
    view_589 = torch.ops.aten.view.default(addmm_129, [2, 8, 32]);  addmm_129 = None
    add_64 = torch.ops.aten.add.Tensor(getitem_161, view_589);  getitem_161 = view_589 = None
    native_layer_norm_64 = torch.ops.aten.native_layer_norm.default(add_64, [32], p_ln1_weight, p_ln1_bias, 1e-05);  add_64 = None
    getitem_165 = native_layer_norm_64[0];  native_layer_norm_64 = None
    view_590 = torch.ops.aten.view.default(getitem_165, [16, 32])
    permute_295 = torch.ops.aten.permute.default(p_fc1_weight, [1, 0])
    addmm_130 = torch.ops.aten.addmm.default(p_fc1_bias, view_590, permute_295);  view_590 = permute_295 = None
    view_591 = torch.ops.aten.view.default(addmm_130, [2, 8, 128]);  addmm_130 = None
    gelu_32 = torch.ops.aten.gelu.default(view_591);  view_591 = None
    view_592 = torch.ops.aten.view.default(gelu_32, [16, 128]);  gelu_32 = None
    permute_296 = torch.ops.aten.permute.default(p_fc2_weight, [1, 0])
    addmm_131 = torch.ops.aten.addmm.default(p_fc2_bias, view_592, permute_296);  view_592 = permute_296 = None
    view_593 = torch.ops.aten.view.default(addmm_131, [2, 8, 32]);  addmm_131 = None
    add_65 = torch.ops.aten.add.Tensor(getitem_165, view_593);  getitem_165 = view_593 = None
    native_layer_norm_65 = torch.ops.aten.native_layer_norm.default(add_65, [32], p_ln2_weight, p_ln2_bias, 1e-05);  add_65 = None
    getitem_166 = native_layer_norm_65[0];  native_layer_norm_65 = None
    view_594 = torch.ops.aten.view.default(getitem_166, [16, 32])
    permute_297 = torch.ops.aten.permute.default(p_qkv_weight, [1, 0])
    addmm_132 = torch.ops.aten.addmm.default(p_qkv_bias, view_594, permute_297);  view_594 = permute_297 = None
    view_595 = torch.ops.aten.view.default(addmm_132, [2, 8, 96]);  addmm_132 = None
    split_with_sizes_33 = torch.ops.aten.split_with_sizes.default(view_595, [32, 32, 32], -1);  view_595 = None
    getitem_167 = split_with_sizes_33[0]
    getitem_168 = split_with_sizes_33[1]
    getitem_169 = split_with_sizes_33[2];  split_with_sizes_33 = None
    view_596 = torch.ops.aten.view.default(getitem_167, [2, 8, 4, 8]);  getitem_167 = None
    permute_298 = torch.ops.aten.permute.default(view_596, [0, 2, 1, 3]);  view_596 = None
    view_597 = torch.ops.aten.view.default(getitem_168, [2, 8, 4, 8]);  getitem_168 = None
    permute_299 = torch.ops.aten.permute.default(view_597, [0, 2, 1, 3]);  view_597 = None
    view_598 = torch.ops.aten.view.default(getitem_169, [2, 8, 4, 8]);  getitem_169 = None
    permute_300 = torch.ops.aten.permute.default(view_598, [0, 2, 1, 3]);  view_598 = None
    permute_301 = torch.ops.aten.permute.default(permute_299, [0, 1, 3, 2]);  permute_299 = None
    expand_132 = torch.ops.aten.expand.default(permute_298, [2, 4, 8, 8]);  permute_298 = None
    clone_132 = torch.ops.aten.clone.default(expand_132, memory_format = torch.contiguous_format);  expand_132 = None
    view_599 = torch.ops.aten.view.default(clone_132, [8, 8, 8]);  clone_132 = None
    expand_133 = torch.ops.aten.expand.default(permute_301, [2, 4, 8, 8]);  permute_301 = None
    clone_133 = torch.ops.aten.clone.default(expand_133, memory_format = torch.contiguous_format);  expand_133 = None
    view_600 = torch.ops.aten.view.default(clone_133, [8, 8, 8]);  clone_133 = None
    bmm_66 = torch.ops.aten.bmm.default(view_599, view_600);  view_599 = view_600 = None
    view_601 = torch.ops.aten.view.default(bmm_66, [2, 4, 8, 8]);  bmm_66 = None
    mul_33 = torch.ops.aten.mul.Tensor(view_601, 0.3535533905932738);  view_601 = None
    _softmax_33 = torch.ops.aten._softmax.default(mul_33, -1, False);  mul_33 = None
    expand_134 = torch.ops.aten.expand.default(_softmax_33, [2, 4, 8, 8]);  _softmax_33 = None
    view_602 = torch.ops.aten.view.default(expand_134, [8, 8, 8]);  expand_134 = None
    expand_135 = torch.ops.aten.expand.default(permute_300, [2, 4, 8, 8]);  permute_300 = None
    clone_134 = torch.ops.aten.clone.default(expand_135, memory_format = torch.contiguous_format);  expand_135 = None
    view_603 = torch.ops.aten.view.default(clone_134, [8, 8, 8]);  clone_134 = None
    bmm_67 = torch.ops.aten.bmm.default(view_602, view_603);  view_602 = view_603 = None
    view_604 = torch.ops.aten.view.default(bmm_67, [2, 4, 8, 8]);  bmm_67 = None
    permute_302 = torch.ops.aten.permute.default(view_604, [0, 2, 1, 3]);  view_604 = None
    clone_135 = torch.ops.aten.clone.default(permute_302, memory_format = torch.contiguous_format);  permute_302 = None
    view_605 = torch.ops.aten.view.default(clone_135, [2, 8, 32]);  clone_135 = None
    view_606 = torch.ops.aten.view.default(view_605, [16, 32]);  view_605 = None
    permute_303 = torch.ops.aten.permute.default(p_proj_weight, [1, 0])
    addmm_133 = torch.ops.aten.addmm.default(p_proj_bias, view_606, permute_303);  view_606 = permute_303 = None
    view_607 = torch.ops.aten.view.default(addmm_133, [2, 8, 32]);  addmm_133 = None
    add_66 = torch.ops.aten.add.Tensor(getitem_166, view_607);  getitem_166 = view_607 = None
    native_layer_norm_66 = torch.ops.aten.native_layer_norm.default(add_66, [32], p_ln1_weight, p_ln1_bias, 1e-05);  add_66 = None
    getitem_170 = native_layer_norm_66[0];  native_layer_norm_66 = None
    view_608 = torch.ops.aten.view.default(getitem_170, [16, 32])
    permute_304 = torch.ops.aten.permute.default(p_fc1_weight, [1, 0])
    addmm_134 = torch.ops.aten.addmm.default(p_fc1_bias, view_608, permute_304);  view_608 = permute_304 = None
    view_609 = torch.ops.aten.view.default(addmm_134, [2, 8, 128]);  addmm_134 = None
    gelu_33 = torch.ops.aten.gelu.default(view_609);  view_609 = None
    view_610 = torch.ops.aten.view.default(gelu_33, [16, 128]);  gelu_33 = None
    permute_305 = torch.ops.aten.permute.default(p_fc2_weight, [1, 0])
    addmm_135 = torch.ops.aten.addmm.default(p_fc2_bias, view_610, permute_305);  view_610 = permute_305 = None
    view_611 = torch.ops.aten.view.default(addmm_135, [2, 8, 32]);  addmm_135 = None
    add_67 = torch.ops.aten.add.Tensor(getitem_170, view_611);  getitem_170 = view_611 = None
    native_layer_norm_67 = torch.ops.aten.native_layer_norm.default(add_67, [32], p_ln2_weight, p_ln2_bias, 1e-05);  add_67 = None
    getitem_171 = native_layer_norm_67[0];  native_layer_norm_67 = None
    view_612 = torch.ops.aten.view.default(getitem_171, [16, 32])
    permute_306 = torch.ops.aten.permute.default(p_qkv_weight, [1, 0])
    addmm_136 = torch.ops.aten.addmm.default(p_qkv_bias, view_612, permute_306);  view_612 = permute_306 = None
    view_613 = torch.ops.aten.view.default(addmm_136, [2, 8, 96]);  addmm_136 = None
    split_with_sizes_34 = torch.ops.aten.split_with_sizes.default(view_613, [32, 32, 32], -1);  view_613 = None
    getitem_172 = split_with_sizes_34[0]
    getitem_173 = split_with_sizes_34[1]
    getitem_174 = split_with_sizes_34[2];  split_with_sizes_34 = None
    view_614 = torch.ops.aten.view.default(getitem_172, [2, 8, 4, 8]);  getitem_172 = None
    permute_307 = torch.ops.aten.permute.default(view_614, [0, 2, 1, 3]);  view_614 = None
    view_615 = torch.ops.aten.view.default(getitem_173, [2, 8, 4, 8]);  getitem_173 = None
    permute_308 = torch.ops.aten.permute.default(view_615, [0, 2, 1, 3]);  view_615 = None
    view_616 = torch.ops.aten.view.default(getitem_174, [2, 8, 4, 8]);  getitem_174 = None
    permute_309 = torch.ops.aten.permute.default(view_616, [0, 2, 1, 3]);  view_616 = None
    permute_310 = torch.ops.aten.permute.default(permute_308, [0, 1, 3, 2]);  permute_308 = None
    expand_136 = torch.ops.aten.expand.default(permute_307, [2, 4, 8, 8]);  permute_307 = None
    clone_136 = torch.ops.aten.clone.default(expand_136, memory_format = torch.contiguous_format);  expand_136 = None
    view_617 = torch.ops.aten.view.default(clone_136, [8, 8, 8]);  clone_136 = None
    expand_137 = torch.ops.aten.expand.default(permute_310, [2, 4, 8, 8]);  permute_310 = None
    clone_137 = torch.ops.aten.clone.default(expand_137, memory_format = torch.contiguous_format);  expand_137 = None
    view_618 = torch.ops.aten.view.default(clone_137, [8, 8, 8]);  clone_137 = None
    bmm_68 = torch.ops.aten.bmm.default(view_617, view_618);  view_617 = view_618 = None
    view_619 = torch.ops.aten.view.default(bmm_68, [2, 4, 8, 8]);  bmm_68 = None
    mul_34 = torch.ops.aten.mul.Tensor(view_619, 0.3535533905932738);  view_619 = None
    _softmax_34 = torch.ops.aten._softmax.default(mul_34, -1, False);  mul_34 = None
    expand_138 = torch.ops.aten.expand.default(_softmax_34, [2, 4, 8, 8]);  _softmax_34 = None
    view_620 = torch.ops.aten.view.default(expand_138, [8, 8, 8]);  expand_138 = None
    expand_139 = torch.ops.aten.expand.default(permute_309, [2, 4, 8, 8]);  permute_309 = None
    clone_138 = torch.ops.aten.clone.default(expand_139, memory_format = torch.contiguous_format);  expand_139 = None
    view_621 = torch.ops.aten.view.default(clone_138, [8, 8, 8]);  clone_138 = None
    bmm_69 = torch.ops.aten.bmm.default(view_620, view_621);  view_620 = view_621 = None
    view_622 = torch.ops.aten.view.default(bmm_69, [2, 4, 8, 8]);  bmm_69 = None
    permute_311 = torch.ops.aten.permute.default(view_622, [0, 2, 1, 3]);  view_622 = None
    clone_139 = torch.ops.aten.clone.default(permute_311, memory_format = torch.contiguous_format);  permute_311 = None
    view_623 = torch.ops.aten.view.default(clone_139, [2, 8, 32]);  clone_139 = None
    view_624 = torch.ops.aten.view.default(view_623, [16, 32]);  view_623 = None
    permute_312 = torch.ops.aten.permute.default(p_proj_weight, [1, 0])
    addmm_137 = torch.ops.aten.addmm.default(p_proj_bias, view_624, permute_312);  view_624 = permute_312 = None
    view_625 = torch.ops.aten.view.default(addmm_137, [2, 8, 32]);  addmm_137 = None
    add_68 = torch.ops.aten.add.Tensor(getitem_171, view_625);  getitem_171 = view_625 = None
    native_layer_norm_68 = torch.ops.aten.native_layer_norm.default(add_68, [32], p_ln1_weight, p_ln1_bias, 1e-05);  add_68 = None
    getitem_175 = native_layer_norm_68[0];  native_layer_norm_68 = None
    view_626 = torch.ops.aten.view.default(getitem_175, [16, 32])
    permute_313 = torch.ops.aten.permute.default(p_fc1_weight, [1, 0])
    addmm_138 = torch.ops.aten.addmm.default(p_fc1_bias, view_626, permute_313);  view_626 = permute_313 = None
    view_627 = torch.ops.aten.view.default(addmm_138, [2, 8, 128]);  addmm_138 = None
    gelu_34 = torch.ops.aten.gelu.default(view_627);  view_627 = None
    view_628 = torch.ops.aten.view.default(gelu_34, [16, 128]);  gelu_34 = None
    permute_314 = torch.ops.aten.permute.default(p_fc2_weight, [1, 0])
    addmm_139 = torch.ops.aten.addmm.default(p_fc2_bias, view_628, permute_314);  view_628 = permute_314 = None
    view_629 = torch.ops.aten.view.default(addmm_139, [2, 8, 32]);  addmm_139 = None
    add_69 = torch.ops.aten.add.Tensor(getitem_175, view_629);  getitem_175 = view_629 = None
    native_layer_norm_69 = torch.ops.aten.native_layer_norm.default(add_69, [32], p_ln2_weight, p_ln2_bias, 1e-05);  add_69 = None
    getitem_176 = native_layer_norm_69[0];  native_layer_norm_69 = None
    view_630 = torch.ops.aten.view.default(getitem_176, [16, 32])
    permute_315 = torch.ops.aten.permute.default(p_qkv_weight, [1, 0]);  p_qkv_weight = None
    addmm_140 = torch.ops.aten.addmm.default(p_qkv_bias, view_630, permute_315);  p_qkv_bias = view_630 = permute_315 = None
    view_631 = torch.ops.aten.view.default(addmm_140, [2, 8, 96]);  addmm_140 = None
    split_with_sizes_35 = torch.ops.aten.split_with_sizes.default(view_631, [32, 32, 32], -1);  view_631 = None
    getitem_177 = split_with_sizes_35[0]
    getitem_178 = split_with_sizes_35[1]
    getitem_179 = split_with_sizes_35[2];  split_with_sizes_35 = None
    view_632 = torch.ops.aten.view.default(getitem_177, [2, 8, 4, 8]);  getitem_177 = None
    permute_316 = torch.ops.aten.permute.default(view_632, [0, 2, 1, 3]);  view_632 = None
    view_633 = torch.ops.aten.view.default(getitem_178, [2, 8, 4, 8]);  getitem_178 = None
    permute_317 = torch.ops.aten.permute.default(view_633, [0, 2, 1, 3]);  view_633 = None
    view_634 = torch.ops.aten.view.default(getitem_179, [2, 8, 4, 8]);  getitem_179 = None
    permute_318 = torch.ops.aten.permute.default(view_634, [0, 2, 1, 3]);  view_634 = None
    permute_319 = torch.ops.aten.permute.default(permute_317, [0, 1, 3, 2]);  permute_317 = None
    expand_140 = torch.ops.aten.expand.default(permute_316, [2, 4, 8, 8]);  permute_316 = None
    clone_140 = torch.ops.aten.clone.default(expand_140, memory_format = torch.contiguous_format);  expand_140 = None
    view_635 = torch.ops.aten.view.default(clone_140, [8, 8, 8]);  clone_140 = None
    expand_141 = torch.ops.aten.expand.default(permute_319, [2, 4, 8, 8]);  permute_319 = None
    clone_141 = torch.ops.aten.clone.default(expand_141, memory_format = torch.contiguous_format);  expand_141 = None
    view_636 = torch.ops.aten.view.default(clone_141, [8, 8, 8]);  clone_141 = None
    bmm_70 = torch.ops.aten.bmm.default(view_635, view_636);  view_635 = view_636 = None
    view_637 = torch.ops.aten.view.default(bmm_70, [2, 4, 8, 8]);  bmm_70 = None
    mul_35 = torch.ops.aten.mul.Tensor(view_637, 0.3535533905932738);  view_637 = None
    _softmax_35 = torch.ops.aten._softmax.default(mul_35, -1, False);  mul_35 = None
    expand_142 = torch.ops.aten.expand.default(_softmax_35, [2, 4, 8, 8]);  _softmax_35 = None
    view_638 = torch.ops.aten.view.default(expand_142, [8, 8, 8]);  expand_142 = None
    expand_143 = torch.ops.aten.expand.default(permute_318, [2, 4, 8, 8]);  permute_318 = None
    clone_142 = torch.ops.aten.clone.default(expand_143, memory_format = torch.contiguous_format);  expand_143 = None
    view_639 = torch.ops.aten.view.default(clone_142, [8, 8, 8]);  clone_142 = None
    bmm_71 = torch.ops.aten.bmm.default(view_638, view_639);  view_638 = view_639 = None
    view_640 = torch.ops.aten.view.default(bmm_71, [2, 4, 8, 8]);  bmm_71 = None
    permute_320 = torch.ops.aten.permute.default(view_640, [0, 2, 1, 3]);  view_640 = None
    clone_143 = torch.ops.aten.clone.default(permute_320, memory_format = torch.contiguous_format);  permute_320 = None
    view_641 = torch.ops.aten.view.default(clone_143, [2, 8, 32]);  clone_143 = None
    view_642 = torch.ops.aten.view.default(view_641, [16, 32]);  view_641 = None
    permute_321 = torch.ops.aten.permute.default(p_proj_weight, [1, 0]);  p_proj_weight = None
    addmm_141 = torch.ops.aten.addmm.default(p_proj_bias, view_642, permute_321);  p_proj_bias = view_642 = permute_321 = None
    view_643 = torch.ops.aten.view.default(addmm_141, [2, 8, 32]);  addmm_141 = None
    add_70 = torch.ops.aten.add.Tensor(getitem_176, view_643);  getitem_176 = view_643 = None
    native_layer_norm_70 = torch.ops.aten.native_layer_norm.default(add_70, [32], p_ln1_weight, p_ln1_bias, 1e-05);  add_70 = p_ln1_weight = p_ln1_bias = None
    getitem_180 = native_layer_norm_70[0];  native_layer_norm_70 = None
    view_644 = torch.ops.aten.view.default(getitem_180, [16, 32])
    permute_322 = torch.ops.aten.permute.default(p_fc1_weight, [1, 0]);  p_fc1_weight = None
    addmm_142 = torch.ops.aten.addmm.default(p_fc1_bias, view_644, permute_322);  p_fc1_bias = view_644 = permute_322 = None
    view_645 = torch.ops.aten.view.default(addmm_142, [2, 8, 128]);  addmm_142 = None
    gelu_35 = torch.ops.aten.gelu.default(view_645);  view_645 = None
    view_646 = torch.ops.aten.view.default(gelu_35, [16, 128]);  gelu_35 = None
    permute_323 = torch.ops.aten.permute.default(p_fc2_weight, [1, 0]);  p_fc2_weight = None
    addmm_143 = torch.ops.aten.addmm.default(p_fc2_bias, view_646, permute_323);  p_fc2_bias = view_646 = permute_323 = None
    view_647 = torch.ops.aten.view.default(addmm_143, [2, 8, 32]);  addmm_143 = None
    add_71 = torch.ops.aten.add.Tensor(getitem_180, view_647);  getitem_180 = view_647 = None
    native_layer_norm_71 = torch.ops.aten.native_layer_norm.default(add_71, [32], p_ln2_weight, p_ln2_bias, 1e-05);  add_71 = p_ln2_weight = p_ln2_bias = None
    getitem_181 = native_layer_norm_71[0];  native_layer_norm_71 = None
    return (getitem_181,)
    