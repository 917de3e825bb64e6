


def forward(self, p_qkv_weight, p_qkv_bias, p_proj_weight, p_proj_bias, p_ln1_weight, p_ln1_bias, p_ln2_weight, p_ln2_bias, p_fc1_weight, p_fc1_bias, p_fc2_weight, p_fc2_bias, x):
    fused_0 = self.fused_0(x)
    permute = torch.ops.aten.permute.default(p_qkv_weight, [1, 0])
    addmm = torch.ops.aten.addmm.default(p_qkv_bias, fused_0, permute);  fused_0 = permute = None
    view_1 = torch.ops.aten.view.default(addmm, [2, 8, 96]);  addmm = None
    split_with_sizes = torch.ops.aten.split_with_sizes.default(view_1, [32, 32, 32], -1);  view_1 = None
    getitem = split_with_sizes[0]
    getitem_1 = split_with_sizes[1]
    getitem_2 = split_with_sizes[2];  split_with_sizes = None
    view_2 = torch.ops.aten.view.default(getitem, [2, 8, 4, 8]);  getitem = None
    fused_1 = self.fused_1(view_2);  view_2 = None
    view_3 = torch.ops.aten.view.default(getitem_1, [2, 8, 4, 8]);  getitem_1 = None
    permute_2 = torch.ops.aten.permute.default(view_3, [0, 2, 1, 3]);  view_3 = None
    view_4 = torch.ops.aten.view.default(getitem_2, [2, 8, 4, 8]);  getitem_2 = None
    permute_3 = torch.ops.aten.permute.default(view_4, [0, 2, 1, 3]);  view_4 = None
    permute_4 = torch.ops.aten.permute.default(permute_2, [0, 1, 3, 2]);  permute_2 = None
    expand = torch.ops.aten.expand.default(fused_1, [2, 4, 8, 8]);  fused_1 = None
    clone = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format);  expand = None
    view_5 = torch.ops.aten.view.default(clone, [8, 8, 8]);  clone = None
    fused_2 = self.fused_2(permute_4);  permute_4 = None
    clone_1 = torch.ops.aten.clone.default(fused_2, memory_format = torch.contiguous_format);  fused_2 = None
    view_6 = torch.ops.aten.view.default(clone_1, [8, 8, 8]);  clone_1 = None
    bmm = torch.ops.aten.bmm.default(view_5, view_6);  view_5 = view_6 = None
    view_7 = torch.ops.aten.view.default(bmm, [2, 4, 8, 8]);  bmm = None
    mul = torch.ops.aten.mul.Tensor(view_7, 0.3535533905932738);  view_7 = None
    _softmax = torch.ops.aten._softmax.default(mul, -1, False);  mul = None
    expand_2 = torch.ops.aten.expand.default(_softmax, [2, 4, 8, 8]);  _softmax = None
    view_8 = torch.ops.aten.view.default(expand_2, [8, 8, 8]);  expand_2 = None
    fused_3 = self.fused_3(permute_3);  permute_3 = None
    clone_2 = torch.ops.aten.clone.default(fused_3, memory_format = torch.contiguous_format);  fused_3 = None
    view_9 = torch.ops.aten.view.default(clone_2, [8, 8, 8]);  clone_2 = None
    bmm_1 = torch.ops.aten.bmm.default(view_8, view_9);  view_8 = view_9 = None
    view_10 = torch.ops.aten.view.default(bmm_1, [2, 4, 8, 8]);  bmm_1 = None
    permute_5 = torch.ops.aten.permute.default(view_10, [0, 2, 1, 3]);  view_10 = None
    clone_3 = torch.ops.aten.clone.default(permute_5, memory_format = torch.contiguous_format);  permute_5 = None
    view_11 = torch.ops.aten.view.default(clone_3, [2, 8, 32]);  clone_3 = None
    view_12 = torch.ops.aten.view.default(view_11, [16, 32]);  view_11 = None
    fused_4 = self.fused_4(p_proj_weight)
    addmm_1 = torch.ops.aten.addmm.default(p_proj_bias, view_12, fused_4);  view_12 = fused_4 = None
    view_13 = torch.ops.aten.view.default(addmm_1, [2, 8, 32]);  addmm_1 = None
    add = torch.ops.aten.add.Tensor(x, view_13);  x = view_13 = None
    native_layer_norm = torch.ops.aten.native_layer_norm.default(add, [32], p_ln1_weight, p_ln1_bias, 1e-05);  add = None
    getitem_3 = native_layer_norm[0];  native_layer_norm = None
    view_14 = torch.ops.aten.view.default(getitem_3, [16, 32])
    permute_7 = torch.ops.aten.permute.default(p_fc1_weight, [1, 0])
    addmm_2 = torch.ops.aten.addmm.default(p_fc1_bias, view_14, permute_7);  view_14 = permute_7 = None
    fused_5 = self.fused_5(addmm_2);  addmm_2 = None
    gelu = torch.ops.aten.gelu.default(fused_5);  fused_5 = None
    view_16 = torch.ops.aten.view.default(gelu, [16, 128]);  gelu = None
    permute_8 = torch.ops.aten.permute.default(p_fc2_weight, [1, 0])
    addmm_3 = torch.ops.aten.addmm.default(p_fc2_bias, view_16, permute_8);  view_16 = permute_8 = None
    view_17 = torch.ops.aten.view.default(addmm_3, [2, 8, 32]);  addmm_3 = None
    add_1 = torch.ops.aten.add.Tensor(getitem_3, view_17);  getitem_3 = view_17 = None
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add_1, [32], p_ln2_weight, p_ln2_bias, 1e-05);  add_1 = None
    getitem_6 = native_layer_norm_1[0];  native_layer_norm_1 = None
    fused_6 = self.fused_6(getitem_6)
    permute_9 = torch.ops.aten.permute.default(p_qkv_weight, [1, 0])
    addmm_4 = torch.ops.aten.addmm.default(p_qkv_bias, fused_6, permute_9);  fused_6 = permute_9 = None
    view_19 = torch.ops.aten.view.default(addmm_4, [2, 8, 96]);  addmm_4 = None
    split_with_sizes_1 = torch.ops.aten.split_with_sizes.default(view_19, [32, 32, 32], -1);  view_19 = None
    getitem_7 = split_with_sizes_1[0]
    getitem_8 = split_with_sizes_1[1]
    getitem_9 = split_with_sizes_1[2];  split_with_sizes_1 = None
    view_20 = torch.ops.aten.view.default(getitem_7, [2, 8, 4, 8]);  getitem_7 = None
    fused_7 = self.fused_7(view_20);  view_20 = None
    view_21 = torch.ops.aten.view.default(getitem_8, [2, 8, 4, 8]);  getitem_8 = None
    permute_11 = torch.ops.aten.permute.default(view_21, [0, 2, 1, 3]);  view_21 = None
    view_22 = torch.ops.aten.view.default(getitem_9, [2, 8, 4, 8]);  getitem_9 = None
    permute_12 = torch.ops.aten.permute.default(view_22, [0, 2, 1, 3]);  view_22 = None
    permute_13 = torch.ops.aten.permute.default(permute_11, [0, 1, 3, 2]);  permute_11 = None
    expand_4 = torch.ops.aten.expand.default(fused_7, [2, 4, 8, 8]);  fused_7 = None
    clone_4 = torch.ops.aten.clone.default(expand_4, memory_format = torch.contiguous_format);  expand_4 = None
    view_23 = torch.ops.aten.view.default(clone_4, [8, 8, 8]);  clone_4 = None
    fused_8 = self.fused_8(permute_13);  permute_13 = None
    clone_5 = torch.ops.aten.clone.default(fused_8, memory_format = torch.contiguous_format);  fused_8 = None
    view_24 = torch.ops.aten.view.default(clone_5, [8, 8, 8]);  clone_5 = None
    bmm_2 = torch.ops.aten.bmm.default(view_23, view_24);  view_23 = view_24 = None
    view_25 = torch.ops.aten.view.default(bmm_2, [2, 4, 8, 8]);  bmm_2 = None
    mul_1 = torch.ops.aten.mul.Tensor(view_25, 0.3535533905932738);  view_25 = None
    _softmax_1 = torch.ops.aten._softmax.default(mul_1, -1, False);  mul_1 = None
    expand_6 = torch.ops.aten.expand.default(_softmax_1, [2, 4, 8, 8]);  _softmax_1 = None
    view_26 = torch.ops.aten.view.default(expand_6, [8, 8, 8]);  expand_6 = None
    fused_9 = self.fused_9(permute_12);  permute_12 = None
    clone_6 = torch.ops.aten.clone.default(fused_9, memory_format = torch.contiguous_format);  fused_9 = None
    view_27 = torch.ops.aten.view.default(clone_6, [8, 8, 8]);  clone_6 = None
    bmm_3 = torch.ops.aten.bmm.default(view_26, view_27);  view_26 = view_27 = None
    view_28 = torch.ops.aten.view.default(bmm_3, [2, 4, 8, 8]);  bmm_3 = None
    permute_14 = torch.ops.aten.permute.default(view_28, [0, 2, 1, 3]);  view_28 = None
    clone_7 = torch.ops.aten.clone.default(permute_14, memory_format = torch.contiguous_format);  permute_14 = None
    view_29 = torch.ops.aten.view.default(clone_7, [2, 8, 32]);  clone_7 = None
    view_30 = torch.ops.aten.view.default(view_29, [16, 32]);  view_29 = None
    fused_10 = self.fused_10(p_proj_weight)
    addmm_5 = torch.ops.aten.addmm.default(p_proj_bias, view_30, fused_10);  view_30 = fused_10 = None
    view_31 = torch.ops.aten.view.default(addmm_5, [2, 8, 32]);  addmm_5 = None
    add_2 = torch.ops.aten.add.Tensor(getitem_6, view_31);  getitem_6 = view_31 = None
    native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(add_2, [32], p_ln1_weight, p_ln1_bias, 1e-05);  add_2 = None
    getitem_10 = native_layer_norm_2[0];  native_layer_norm_2 = None
    view_32 = torch.ops.aten.view.default(getitem_10, [16, 32])
    permute_16 = torch.ops.aten.permute.default(p_fc1_weight, [1, 0])
    addmm_6 = torch.ops.aten.addmm.default(p_fc1_bias, view_32, permute_16);  view_32 = permute_16 = None
    fused_11 = self.fused_11(addmm_6);  addmm_6 = None
    gelu_1 = torch.ops.aten.gelu.default(fused_11);  fused_11 = None
    view_34 = torch.ops.aten.view.default(gelu_1, [16, 128]);  gelu_1 = None
    permute_17 = torch.ops.aten.permute.default(p_fc2_weight, [1, 0])
    addmm_7 = torch.ops.aten.addmm.default(p_fc2_bias, view_34, permute_17);  view_34 = permute_17 = None
    view_35 = torch.ops.aten.view.default(addmm_7, [2, 8, 32]);  addmm_7 = None
    add_3 = torch.ops.aten.add.Tensor(getitem_10, view_35);  getitem_10 = view_35 = None
    native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(add_3, [32], p_ln2_weight, p_ln2_bias, 1e-05);  add_3 = None
    getitem_11 = native_layer_norm_3[0];  native_layer_norm_3 = None
    fused_12 = self.fused_12(getitem_11)
    permute_18 = torch.ops.aten.permute.default(p_qkv_weight, [1, 0])
    addmm_8 = torch.ops.aten.addmm.default(p_qkv_bias, fused_12, permute_18);  fused_12 = permute_18 = None
    view_37 = torch.ops.aten.view.default(addmm_8, [2, 8, 96]);  addmm_8 = None
    split_with_sizes_2 = torch.ops.aten.split_with_sizes.default(view_37, [32, 32, 32], -1);  view_37 = None
    getitem_12 = split_with_sizes_2[0]
    getitem_13 = split_with_sizes_2[1]
    getitem_14 = split_with_sizes_2[2];  split_with_sizes_2 = None
    view_38 = torch.ops.aten.view.default(getitem_12, [2, 8, 4, 8]);  getitem_12 = None
    fused_13 = self.fused_13(view_38);  view_38 = None
    view_39 = torch.ops.aten.view.default(getitem_13, [2, 8, 4, 8]);  getitem_13 = None
    permute_20 = torch.ops.aten.permute.default(view_39, [0, 2, 1, 3]);  view_39 = None
    view_40 = torch.ops.aten.view.default(getitem_14, [2, 8, 4, 8]);  getitem_14 = None
    permute_21 = torch.ops.aten.permute.default(view_40, [0, 2, 1, 3]);  view_40 = None
    permute_22 = torch.ops.aten.permute.default(permute_20, [0, 1, 3, 2]);  permute_20 = None
    expand_8 = torch.ops.aten.expand.default(fused_13, [2, 4, 8, 8]);  fused_13 = None
    clone_8 = torch.ops.aten.clone.default(expand_8, memory_format = torch.contiguous_format);  expand_8 = None
    view_41 = torch.ops.aten.view.default(clone_8, [8, 8, 8]);  clone_8 = None
    fused_14 = self.fused_14(permute_22);  permute_22 = None
    clone_9 = torch.ops.aten.clone.default(fused_14, memory_format = torch.contiguous_format);  fused_14 = None
    view_42 = torch.ops.aten.view.default(clone_9, [8, 8, 8]);  clone_9 = None
    bmm_4 = torch.ops.aten.bmm.default(view_41, view_42);  view_41 = view_42 = None
    view_43 = torch.ops.aten.view.default(bmm_4, [2, 4, 8, 8]);  bmm_4 = None
    mul_2 = torch.ops.aten.mul.Tensor(view_43, 0.3535533905932738);  view_43 = None
    _softmax_2 = torch.ops.aten._softmax.default(mul_2, -1, False);  mul_2 = None
    expand_10 = torch.ops.aten.expand.default(_softmax_2, [2, 4, 8, 8]);  _softmax_2 = None
    view_44 = torch.ops.aten.view.default(expand_10, [8, 8, 8]);  expand_10 = None
    fused_15 = self.fused_15(permute_21);  permute_21 = None
    clone_10 = torch.ops.aten.clone.default(fused_15, memory_format = torch.contiguous_format);  fused_15 = None
    view_45 = torch.ops.aten.view.default(clone_10, [8, 8, 8]);  clone_10 = None
    bmm_5 = torch.ops.aten.bmm.default(view_44, view_45);  view_44 = view_45 = None
    view_46 = torch.ops.aten.view.default(bmm_5, [2, 4, 8, 8]);  bmm_5 = None
    permute_23 = torch.ops.aten.permute.default(view_46, [0, 2, 1, 3]);  view_46 = None
    clone_11 = torch.ops.aten.clone.default(permute_23, memory_format = torch.contiguous_format);  permute_23 = None
    view_47 = torch.ops.aten.view.default(clone_11, [2, 8, 32]);  clone_11 = None
    view_48 = torch.ops.aten.view.default(view_47, [16, 32]);  view_47 = None
    fused_16 = self.fused_16(p_proj_weight)
    addmm_9 = torch.ops.aten.addmm.default(p_proj_bias, view_48, fused_16);  view_48 = fused_16 = None
    view_49 = torch.ops.aten.view.default(addmm_9, [2, 8, 32]);  addmm_9 = None
    add_4 = torch.ops.aten.add.Tensor(getitem_11, view_49);  getitem_11 = view_49 = None
    native_layer_norm_4 = torch.ops.aten.native_layer_norm.default(add_4, [32], p_ln1_weight, p_ln1_bias, 1e-05);  add_4 = None
    getitem_15 = native_layer_norm_4[0];  native_layer_norm_4 = None
    view_50 = torch.ops.aten.view.default(getitem_15, [16, 32])
    permute_25 = torch.ops.aten.permute.default(p_fc1_weight, [1, 0])
    addmm_10 = torch.ops.aten.addmm.default(p_fc1_bias, view_50, permute_25);  view_50 = permute_25 = None
    fused_17 = self.fused_17(addmm_10);  addmm_10 = None
    gelu_2 = torch.ops.aten.gelu.default(fused_17);  fused_17 = None
    view_52 = torch.ops.aten.view.default(gelu_2, [16, 128]);  gelu_2 = None
    permute_26 = torch.ops.aten.permute.default(p_fc2_weight, [1, 0])
    addmm_11 = torch.ops.aten.addmm.default(p_fc2_bias, view_52, permute_26);  view_52 = permute_26 = None
    view_53 = torch.ops.aten.view.default(addmm_11, [2, 8, 32]);  addmm_11 = None
    add_5 = torch.ops.aten.add.Tensor(getitem_15, view_53);  getitem_15 = view_53 = None
    native_layer_norm_5 = torch.ops.aten.native_layer_norm.default(add_5, [32], p_ln2_weight, p_ln2_bias, 1e-05);  add_5 = None
    getitem_16 = native_layer_norm_5[0];  native_layer_norm_5 = None
    fused_18 = self.fused_18(getitem_16)
    permute_27 = torch.ops.aten.permute.default(p_qkv_weight, [1, 0])
    addmm_12 = torch.ops.aten.addmm.default(p_qkv_bias, fused_18, permute_27);  fused_18 = permute_27 = None
    view_55 = torch.ops.aten.view.default(addmm_12, [2, 8, 96]);  addmm_12 = None
    split_with_sizes_3 = torch.ops.aten.split_with_sizes.default(view_55, [32, 32, 32], -1);  view_55 = None
    getitem_17 = split_with_sizes_3[0]
    getitem_18 = split_with_sizes_3[1]
    getitem_19 = split_with_sizes_3[2];  split_with_sizes_3 = None
    view_56 = torch.ops.aten.view.default(getitem_17, [2, 8, 4, 8]);  getitem_17 = None
    fused_19 = self.fused_19(view_56);  view_56 = None
    view_57 = torch.ops.aten.view.default(getitem_18, [2, 8, 4, 8]);  getitem_18 = None
    permute_29 = torch.ops.aten.permute.default(view_57, [0, 2, 1, 3]);  view_57 = None
    view_58 = torch.ops.aten.view.default(getitem_19, [2, 8, 4, 8]);  getitem_19 = None
    permute_30 = torch.ops.aten.permute.default(view_58, [0, 2, 1, 3]);  view_58 = None
    permute_31 = torch.ops.aten.permute.default(permute_29, [0, 1, 3, 2]);  permute_29 = None
    expand_12 = torch.ops.aten.expand.default(fused_19, [2, 4, 8, 8]);  fused_19 = None
    clone_12 = torch.ops.aten.clone.default(expand_12, memory_format = torch.contiguous_format);  expand_12 = None
    view_59 = torch.ops.aten.view.default(clone_12, [8, 8, 8]);  clone_12 = None
    fused_20 = self.fused_20(permute_31);  permute_31 = None
    clone_13 = torch.ops.aten.clone.default(fused_20, memory_format = torch.contiguous_format);  fused_20 = None
    view_60 = torch.ops.aten.view.default(clone_13, [8, 8, 8]);  clone_13 = None
    bmm_6 = torch.ops.aten.bmm.default(view_59, view_60);  view_59 = view_60 = None
    view_61 = torch.ops.aten.view.default(bmm_6, [2, 4, 8, 8]);  bmm_6 = None
    mul_3 = torch.ops.aten.mul.Tensor(view_61, 0.3535533905932738);  view_61 = None
    _softmax_3 = torch.ops.aten._softmax.default(mul_3, -1, False);  mul_3 = None
    expand_14 = torch.ops.aten.expand.default(_softmax_3, [2, 4, 8, 8]);  _softmax_3 = None
    view_62 = torch.ops.aten.view.default(expand_14, [8, 8, 8]);  expand_14 = None
    fused_21 = self.fused_21(permute_30);  permute_30 = None
    clone_14 = torch.ops.aten.clone.default(fused_21, memory_format = torch.contiguous_format);  fused_21 = None
    view_63 = torch.ops.aten.view.default(clone_14, [8, 8, 8]);  clone_14 = None
    bmm_7 = torch.ops.aten.bmm.default(view_62, view_63);  view_62 = view_63 = None
    view_64 = torch.ops.aten.view.default(bmm_7, [2, 4, 8, 8]);  bmm_7 = None
    permute_32 = torch.ops.aten.permute.default(view_64, [0, 2, 1, 3]);  view_64 = None
    clone_15 = torch.ops.aten.clone.default(permute_32, memory_format = torch.contiguous_format);  permute_32 = None
    view_65 = torch.ops.aten.view.default(clone_15, [2, 8, 32]);  clone_15 = None
    view_66 = torch.ops.aten.view.default(view_65, [16, 32]);  view_65 = None
    fused_22 = self.fused_22(p_proj_weight)
    addmm_13 = torch.ops.aten.addmm.default(p_proj_bias, view_66, fused_22);  view_66 = fused_22 = None
    view_67 = torch.ops.aten.view.default(addmm_13, [2, 8, 32]);  addmm_13 = None
    add_6 = torch.ops.aten.add.Tensor(getitem_16, view_67);  getitem_16 = view_67 = None
    native_layer_norm_6 = torch.ops.aten.native_layer_norm.default(add_6, [32], p_ln1_weight, p_ln1_bias, 1e-05);  add_6 = None
    getitem_20 = native_layer_norm_6[0];  native_layer_norm_6 = None
    view_68 = torch.ops.aten.view.default(getitem_20, [16, 32])
    permute_34 = torch.ops.aten.permute.default(p_fc1_weight, [1, 0])
    addmm_14 = torch.ops.aten.addmm.default(p_fc1_bias, view_68, permute_34);  view_68 = permute_34 = None
    fused_23 = self.fused_23(addmm_14);  addmm_14 = None
    gelu_3 = torch.ops.aten.gelu.default(fused_23);  fused_23 = None
    view_70 = torch.ops.aten.view.default(gelu_3, [16, 128]);  gelu_3 = None
    permute_35 = torch.ops.aten.permute.default(p_fc2_weight, [1, 0])
    addmm_15 = torch.ops.aten.addmm.default(p_fc2_bias, view_70, permute_35);  view_70 = permute_35 = None
    view_71 = torch.ops.aten.view.default(addmm_15, [2, 8, 32]);  addmm_15 = None
    add_7 = torch.ops.aten.add.Tensor(getitem_20, view_71);  getitem_20 = view_71 = None
    native_layer_norm_7 = torch.ops.aten.native_layer_norm.default(add_7, [32], p_ln2_weight, p_ln2_bias, 1e-05);  add_7 = None
    getitem_21 = native_layer_norm_7[0];  native_layer_norm_7 = None
    fused_24 = self.fused_24(getitem_21)
    permute_36 = torch.ops.aten.permute.default(p_qkv_weight, [1, 0]);  p_qkv_weight = None
    addmm_16 = torch.ops.aten.addmm.default(p_qkv_bias, fused_24, permute_36);  p_qkv_bias = fused_24 = permute_36 = None
    view_73 = torch.ops.aten.view.default(addmm_16, [2, 8, 96]);  addmm_16 = None
    split_with_sizes_4 = torch.ops.aten.split_with_sizes.default(view_73, [32, 32, 32], -1);  view_73 = None
    getitem_22 = split_with_sizes_4[0]
    getitem_23 = split_with_sizes_4[1]
    getitem_24 = split_with_sizes_4[2];  split_with_sizes_4 = None
    view_74 = torch.ops.aten.view.default(getitem_22, [2, 8, 4, 8]);  getitem_22 = None
    fused_25 = self.fused_25(view_74);  view_74 = None
    view_75 = torch.ops.aten.view.default(getitem_23, [2, 8, 4, 8]);  getitem_23 = None
    permute_38 = torch.ops.aten.permute.default(view_75, [0, 2, 1, 3]);  view_75 = None
    view_76 = torch.ops.aten.view.default(getitem_24, [2, 8, 4, 8]);  getitem_24 = None
    permute_39 = torch.ops.aten.permute.default(view_76, [0, 2, 1, 3]);  view_76 = None
    permute_40 = torch.ops.aten.permute.default(permute_38, [0, 1, 3, 2]);  permute_38 = None
    expand_16 = torch.ops.aten.expand.default(fused_25, [2, 4, 8, 8]);  fused_25 = None
    clone_16 = torch.ops.aten.clone.default(expand_16, memory_format = torch.contiguous_format);  expand_16 = None
    view_77 = torch.ops.aten.view.default(clone_16, [8, 8, 8]);  clone_16 = None
    fused_26 = self.fused_26(permute_40);  permute_40 = None
    clone_17 = torch.ops.aten.clone.default(fused_26, memory_format = torch.contiguous_format);  fused_26 = None
    view_78 = torch.ops.aten.view.default(clone_17, [8, 8, 8]);  clone_17 = None
    bmm_8 = torch.ops.aten.bmm.default(view_77, view_78);  view_77 = view_78 = None
    view_79 = torch.ops.aten.view.default(bmm_8, [2, 4, 8, 8]);  bmm_8 = None
    mul_4 = torch.ops.aten.mul.Tensor(view_79, 0.3535533905932738);  view_79 = None
    _softmax_4 = torch.ops.aten._softmax.default(mul_4, -1, False);  mul_4 = None
    expand_18 = torch.ops.aten.expand.default(_softmax_4, [2, 4, 8, 8]);  _softmax_4 = None
    view_80 = torch.ops.aten.view.default(expand_18, [8, 8, 8]);  expand_18 = None
    fused_27 = self.fused_27(permute_39);  permute_39 = None
    clone_18 = torch.ops.aten.clone.default(fused_27, memory_format = torch.contiguous_format);  fused_27 = None
    view_81 = torch.ops.aten.view.default(clone_18, [8, 8, 8]);  clone_18 = None
    bmm_9 = torch.ops.aten.bmm.default(view_80, view_81);  view_80 = view_81 = None
    view_82 = torch.ops.aten.view.default(bmm_9, [2, 4, 8, 8]);  bmm_9 = None
    permute_41 = torch.ops.aten.permute.default(view_82, [0, 2, 1, 3]);  view_82 = None
    clone_19 = torch.ops.aten.clone.default(permute_41, memory_format = torch.contiguous_format);  permute_41 = None
    view_83 = torch.ops.aten.view.default(clone_19, [2, 8, 32]);  clone_19 = None
    view_84 = torch.ops.aten.view.default(view_83, [16, 32]);  view_83 = None
    fused_28 = self.fused_28(p_proj_weight);  p_proj_weight = None
    addmm_17 = torch.ops.aten.addmm.default(p_proj_bias, view_84, fused_28);  p_proj_bias = view_84 = fused_28 = None
    view_85 = torch.ops.aten.view.default(addmm_17, [2, 8, 32]);  addmm_17 = None
    add_8 = torch.ops.aten.add.Tensor(getitem_21, view_85);  getitem_21 = view_85 = None
    native_layer_norm_8 = torch.ops.aten.native_layer_norm.default(add_8, [32], p_ln1_weight, p_ln1_bias, 1e-05);  add_8 = p_ln1_weight = p_ln1_bias = None
    getitem_25 = native_layer_norm_8[0];  native_layer_norm_8 = None
    view_86 = torch.ops.aten.view.default(getitem_25, [16, 32])
    permute_43 = torch.ops.aten.permute.default(p_fc1_weight, [1, 0]);  p_fc1_weight = None
    addmm_18 = torch.ops.aten.addmm.default(p_fc1_bias, view_86, permute_43);  p_fc1_bias = view_86 = permute_43 = None
    fused_29 = self.fused_29(addmm_18);  addmm_18 = None
    gelu_4 = torch.ops.aten.gelu.default(fused_29);  fused_29 = None
    view_88 = torch.ops.aten.view.default(gelu_4, [16, 128]);  gelu_4 = None
    permute_44 = torch.ops.aten.permute.default(p_fc2_weight, [1, 0]);  p_fc2_weight = None
    addmm_19 = torch.ops.aten.addmm.default(p_fc2_bias, view_88, permute_44);  p_fc2_bias = view_88 = permute_44 = None
    view_89 = torch.ops.aten.view.default(addmm_19, [2, 8, 32]);  addmm_19 = None
    add_9 = torch.ops.aten.add.Tensor(getitem_25, view_89);  getitem_25 = view_89 = None
    native_layer_norm_9 = torch.ops.aten.native_layer_norm.default(add_9, [32], p_ln2_weight, p_ln2_bias, 1e-05);  add_9 = p_ln2_weight = p_ln2_bias = None
    getitem_26 = native_layer_norm_9[0];  native_layer_norm_9 = None
    return (getitem_26,)
    