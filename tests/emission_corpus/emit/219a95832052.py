


def forward(self, p_conv1_weight, p_bn1_weight, p_bn1_bias, p_conv2_weight, p_bn2_weight, p_bn2_bias, b_bn1_running_mean, b_bn1_running_var, b_bn1_num_batches_tracked, b_bn2_running_mean, b_bn2_running_var, b_bn2_num_batches_tracked, x):
    convolution = torch.ops.aten.convolution.default(x, p_conv1_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    _native_batch_norm_legit_no_training = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution, p_bn1_weight, p_bn1_bias, b_bn1_running_mean, b_bn1_running_var, 0.1, 1e-05);  convolution = None
    getitem = _native_batch_norm_legit_no_training[0];  _native_batch_norm_legit_no_training = None
    relu = torch.ops.aten.relu.default(getitem);  getitem = None
    convolution_1 = torch.ops.aten.convolution.default(relu, p_conv2_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu = None
    _native_batch_norm_legit_no_training_1 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_1, p_bn2_weight, p_bn2_bias, b_bn2_running_mean, b_bn2_running_var, 0.1, 1e-05);  convolution_1 = None
    getitem_3 = _native_batch_norm_legit_no_training_1[0];  _native_batch_norm_legit_no_training_1 = None
    add = torch.ops.aten.add.Tensor(getitem_3, x);  getitem_3 = x = None
    relu_1 = torch.ops.aten.relu.default(add);  add = None
    convolution_2 = torch.ops.aten.convolution.default(relu_1, p_conv1_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    _native_batch_norm_legit_no_training_2 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_2, p_bn1_weight, p_bn1_bias, b_bn1_running_mean, b_bn1_running_var, 0.1, 1e-05);  convolution_2 = None
    getitem_4 = _native_batch_norm_legit_no_training_2[0];  _native_batch_norm_legit_no_training_2 = None
    relu_2 = torch.ops.aten.relu.default(getitem_4);  getitem_4 = None
    convolution_3 = torch.ops.aten.convolution.default(relu_2, p_conv2_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_2 = None
    _native_batch_norm_legit_no_training_3 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_3, p_bn2_weight, p_bn2_bias, b_bn2_running_mean, b_bn2_running_var, 0.1, 1e-05);  convolution_3 = None
    getitem_5 = _native_batch_norm_legit_no_training_3[0];  _native_batch_norm_legit_no_training_3 = None
    add_1 = torch.ops.aten.add.Tensor(getitem_5, relu_1);  getitem_5 = relu_1 = None
    relu_3 = torch.ops.aten.relu.default(add_1);  add_1 = None
    convolution_4 = torch.ops.aten.convolution.default(relu_3, p_conv1_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    _native_batch_norm_legit_no_training_4 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_4, p_bn1_weight, p_bn1_bias, b_bn1_running_mean, b_bn1_running_var, 0.1, 1e-05);  convolution_4 = None
    getitem_6 = _native_batch_norm_legit_no_training_4[0];  _native_batch_norm_legit_no_training_4 = None
    relu_4 = torch.ops.aten.relu.default(getitem_6);  getitem_6 = None
    convolution_5 = torch.ops.aten.convolution.default(relu_4, p_conv2_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_4 = None
    _native_batch_norm_legit_no_training_5 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_5, p_bn2_weight, p_bn2_bias, b_bn2_running_mean, b_bn2_running_var, 0.1, 1e-05);  convolution_5 = None
    getitem_7 = _native_batch_norm_legit_no_training_5[0];  _native_batch_norm_legit_no_training_5 = None
    add_2 = torch.ops.aten.add.Tensor(getitem_7, relu_3);  getitem_7 = relu_3 = None
    relu_5 = torch.ops.aten.relu.default(add_2);  add_2 = None
    convolution_6 = torch.ops.aten.convolution.default(relu_5, p_conv1_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    _native_batch_norm_legit_no_training_6 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_6, p_bn1_weight, p_bn1_bias, b_bn1_running_mean, b_bn1_running_var, 0.1, 1e-05);  convolution_6 = None
    getitem_8 = _native_batch_norm_legit_no_training_6[0];  _native_batch_norm_legit_no_training_6 = None
    relu_6 = torch.ops.aten.relu.default(getitem_8);  getitem_8 = None
    convolution_7 = torch.ops.aten.convolution.default(relu_6, p_conv2_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_6 = None
    _native_batch_norm_legit_no_training_7 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_7, p_bn2_weight, p_bn2_bias, b_bn2_running_mean, b_bn2_running_var, 0.1, 1e-05);  convolution_7 = None
    getitem_9 = _native_batch_norm_legit_no_training_7[0];  _native_batch_norm_legit_no_training_7 = None
    add_3 = torch.ops.aten.add.Tensor(getitem_9, relu_5);  getitem_9 = relu_5 = None
    relu_7 = torch.ops.aten.relu.default(add_3);  add_3 = None
    convolution_8 = torch.ops.aten.convolution.default(relu_7, p_conv1_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    _native_batch_norm_legit_no_training_8 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_8, p_bn1_weight, p_bn1_bias, b_bn1_running_mean, b_bn1_running_var, 0.1, 1e-05);  convolution_8 = None
    getitem_10 = _native_batch_norm_legit_no_training_8[0];  _native_batch_norm_legit_no_training_8 = None
    relu_8 = torch.ops.aten.relu.default(getitem_10);  getitem_10 = None
    convolution_9 = torch.ops.aten.convolution.default(relu_8, p_conv2_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_8 = None
    _native_batch_norm_legit_no_training_9 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_9, p_bn2_weight, p_bn2_bias, b_bn2_running_mean, b_bn2_running_var, 0.1, 1e-05);  convolution_9 = None
    getitem_11 = _native_batch_norm_legit_no_training_9[0];  _native_batch_norm_legit_no_training_9 = None
    add_4 = torch.ops.aten.add.Tensor(getitem_11, relu_7);  getitem_11 = relu_7 = None
    relu_9 = torch.ops.aten.relu.default(add_4);  add_4 = None
    convolution_10 = torch.ops.aten.convolution.default(relu_9, p_conv1_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    _native_batch_norm_legit_no_training_10 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_10, p_bn1_weight, p_bn1_bias, b_bn1_running_mean, b_bn1_running_var, 0.1, 1e-05);  convolution_10 = None
    getitem_12 = _native_batch_norm_legit_no_training_10[0];  _native_batch_norm_legit_no_training_10 = None
    relu_10 = torch.ops.aten.relu.default(getitem_12);  getitem_12 = None
    convolution_11 = torch.ops.aten.convolution.default(relu_10, p_conv2_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_10 = None
    _native_batch_norm_legit_no_training_11 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_11, p_bn2_weight, p_bn2_bias, b_bn2_running_mean, b_bn2_running_var, 0.1, 1e-05);  convolution_11 = None
    getitem_13 = _native_batch_norm_legit_no_training_11[0];  _native_batch_norm_legit_no_training_11 = None
    add_5 = torch.ops.aten.add.Tensor(getitem_13, relu_9);  getitem_13 = relu_9 = None
    relu_11 = torch.ops.aten.relu.default(add_5);  add_5 = None
    convolution_12 = torch.ops.aten.convolution.default(relu_11, p_conv1_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    _native_batch_norm_legit_no_training_12 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_12, p_bn1_weight, p_bn1_bias, b_bn1_running_mean, b_bn1_running_var, 0.1, 1e-05);  convolution_12 = None
    getitem_14 = _native_batch_norm_legit_no_training_12[0];  _native_batch_norm_legit_no_training_12 = None
    relu_12 = torch.ops.aten.relu.default(getitem_14);  getitem_14 = None
    convolution_13 = torch.ops.aten.convolution.default(relu_12, p_conv2_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_12 = None
    _native_batch_norm_legit_no_training_13 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_13, p_bn2_weight, p_bn2_bias, b_bn2_running_mean, b_bn2_running_var, 0.1, 1e-05);  convolution_13 = None
    getitem_15 = _native_batch_norm_legit_no_training_13[0];  _native_batch_norm_legit_no_training_13 = None
    add_6 = torch.ops.aten.add.Tensor(getitem_15, relu_11);  getitem_15 = relu_11 = None
    relu_13 = torch.ops.aten.relu.default(add_6);  add_6 = None
    convolution_14 = torch.ops.aten.convolution.default(relu_13, p_conv1_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    _native_batch_norm_legit_no_training_14 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_14, p_bn1_weight, p_bn1_bias, b_bn1_running_mean, b_bn1_running_var, 0.1, 1e-05);  convolution_14 = None
    getitem_16 = _native_batch_norm_legit_no_training_14[0];  _native_batch_norm_legit_no_training_14 = None
    relu_14 = torch.ops.aten.relu.default(getitem_16);  getitem_16 = None
    convolution_15 = torch.ops.aten.convolution.default(relu_14, p_conv2_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_14 = None
    _native_batch_norm_legit_no_training_15 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_15, p_bn2_weight, p_bn2_bias, b_bn2_running_mean, b_bn2_running_var, 0.1, 1e-05);  convolution_15 = None
    getitem_17 = _native_batch_norm_legit_no_training_15[0];  _native_batch_norm_legit_no_training_15 = None
    add_7 = torch.ops.aten.add.Tensor(getitem_17, relu_13);  getitem_17 = relu_13 = None
    relu_15 = torch.ops.aten.relu.default(add_7);  add_7 = None
    convolution_16 = torch.ops.aten.convolution.default(relu_15, p_conv1_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    _native_batch_norm_legit_no_training_16 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_16, p_bn1_weight, p_bn1_bias, b_bn1_running_mean, b_bn1_running_var, 0.1, 1e-05);  convolution_16 = None
    getitem_18 = _native_batch_norm_legit_no_training_16[0];  _native_batch_norm_legit_no_training_16 = None
    relu_16 = torch.ops.aten.relu.default(getitem_18);  getitem_18 = None
    convolution_17 = torch.ops.aten.convolution.default(relu_16, p_conv2_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_16 = None
    _native_batch_norm_legit_no_training_17 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_17, p_bn2_weight, p_bn2_bias, b_bn2_running_mean, b_bn2_running_var, 0.1, 1e-05);  convolution_17 = None
    getitem_19 = _native_batch_norm_legit_no_training_17[0];  _native_batch_norm_legit_no_training_17 = None
    add_8 = torch.ops.aten.add.Tensor(getitem_19, relu_15);  getitem_19 = relu_15 = None
    relu_17 = torch.ops.aten.relu.default(add_8);  add_8 = None
    convolution_18 = torch.ops.aten.convolution.default(relu_17, p_conv1_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    _native_batch_norm_legit_no_training_18 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_18, p_bn1_weight, p_bn1_bias, b_bn1_running_mean, b_bn1_running_var, 0.1, 1e-05);  convolution_18 = None
    getitem_20 = _native_batch_norm_legit_no_training_18[0];  _native_batch_norm_legit_no_training_18 = None
    relu_18 = torch.ops.aten.relu.default(getitem_20);  getitem_20 = None
    convolution_19 = torch.ops.aten.convolution.default(relu_18, p_conv2_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_18 = None
    _native_batch_norm_legit_no_training_19 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_19, p_bn2_weight, p_bn2_bias, b_bn2_running_mean, b_bn2_running_var, 0.1, 1e-05);  convolution_19 = None
    getitem_21 = _native_batch_norm_legit_no_training_19[0];  _native_batch_norm_legit_no_training_19 = None
    add_9 = torch.ops.aten.add.Tensor(getitem_21, relu_17);  getitem_21 = relu_17 = None
    relu_19 = torch.ops.aten.relu.default(add_9);  add_9 = None
    convolution_20 = torch.ops.aten.convolution.default(relu_19, p_conv1_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    _native_batch_norm_legit_no_training_20 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_20, p_bn1_weight, p_bn1_bias, b_bn1_running_mean, b_bn1_running_var, 0.1, 1e-05);  convolution_20 = None
    getitem_22 = _native_batch_norm_legit_no_training_20[0];  _native_batch_norm_legit_no_training_20 = None
    relu_20 = torch.ops.aten.relu.default(getitem_22);  getitem_22 = None
    convolution_21 = torch.ops.aten.convolution.default(relu_20, p_conv2_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_20 = None
    _native_batch_norm_legit_no_training_21 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_21, p_bn2_weight, p_bn2_bias, b_bn2_running_mean, b_bn2_running_var, 0.1, 1e-05);  convolution_21 = None
    getitem_23 = _native_batch_norm_legit_no_training_21[0];  _native_batch_norm_legit_no_training_21 = None
    add_10 = torch.ops.aten.add.Tensor(getitem_23, relu_19);  getitem_23 = relu_19 = None
    relu_21 = torch.ops.aten.relu.default(add_10);  add_10 = None
    convolution_22 = torch.ops.aten.convolution.default(relu_21, p_conv1_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    _native_batch_norm_legit_no_training_22 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_22, p_bn1_weight, p_bn1_bias, b_bn1_running_mean, b_bn1_running_var, 0.1, 1e-05);  convolution_22 = None
    getitem_24 = _native_batch_norm_legit_no_training_22[0];  _native_batch_norm_legit_no_training_22 = None
    relu_22 = torch.ops.aten.relu.default(getitem_24);  getitem_24 = None
    convolution_23 = torch.ops.aten.convolution.default(relu_22, p_conv2_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_22 = None
    _native_batch_norm_legit_no_training_23 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_23, p_bn2_weight, p_bn2_bias, b_bn2_running_mean, b_bn2_running_var, 0.1, 1e-05);  convolution_23 = None
    getitem_25 = _native_batch_norm_legit_no_training_23[0];  _native_batch_norm_legit_no_training_23 = None
    add_11 = torch.ops.aten.add.Tensor(getitem_25, relu_21);  getitem_25 = relu_21 = None
    relu_23 = torch.ops.aten.relu.default(add_11);  add_11 = None
    convolution_24 = torch.ops.aten.convolution.default(relu_23, p_conv1_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    _native_batch_norm_legit_no_training_24 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_24, p_bn1_weight, p_bn1_bias, b_bn1_running_mean, b_bn1_running_var, 0.1, 1e-05);  convolution_24 = None
    getitem_26 = _native_batch_norm_legit_no_training_24[0];  _native_batch_norm_legit_no_training_24 = None
    relu_24 = torch.ops.aten.relu.default(getitem_26);  getitem_26 = None
    convolution_25 = torch.ops.aten.convolution.default(relu_24, p_conv2_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_24 = None
    _native_batch_norm_legit_no_training_25 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_25, p_bn2_weight, p_bn2_bias, b_bn2_running_mean, b_bn2_running_var, 0.1, 1e-05);  convolution_25 = None
    getitem_27 = _native_batch_norm_legit_no_training_25[0];  _native_batch_norm_legit_no_training_25 = None
    add_12 = torch.ops.aten.add.Tensor(getitem_27, relu_23);  getitem_27 = relu_23 = None
    relu_25 = torch.ops.aten.relu.default(add_12);  add_12 = None
    convolution_26 = torch.ops.aten.convolution.default(relu_25, p_conv1_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    _native_batch_norm_legit_no_training_26 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_26, p_bn1_weight, p_bn1_bias, b_bn1_running_mean, b_bn1_running_var, 0.1, 1e-05);  convolution_26 = None
    getitem_28 = _native_batch_norm_legit_no_training_26[0];  _native_batch_norm_legit_no_training_26 = None
    relu_26 = torch.ops.aten.relu.default(getitem_28);  getitem_28 = None
    convolution_27 = torch.ops.aten.convolution.default(relu_26, p_conv2_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_26 = None
    _native_batch_norm_legit_no_training_27 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_27, p_bn2_weight, p_bn2_bias, b_bn2_running_mean, b_bn2_running_var, 0.1, 1e-05);  convolution_27 = None
    getitem_29 = _native_batch_norm_legit_no_training_27[0];  _native_batch_norm_legit_no_training_27 = None
    add_13 = torch.ops.aten.add.Tensor(getitem_29, relu_25);  getitem_29 = relu_25 = None
    relu_27 = torch.ops.aten.relu.default(add_13);  add_13 = None
    convolution_28 = torch.ops.aten.convolution.default(relu_27, p_conv1_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    _native_batch_norm_legit_no_training_28 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_28, p_bn1_weight, p_bn1_bias, b_bn1_running_mean, b_bn1_running_var, 0.1, 1e-05);  convolution_28 = None
    getitem_30 = _native_batch_norm_legit_no_training_28[0];  _native_batch_norm_legit_no_training_28 = None
    relu_28 = torch.ops.aten.relu.default(getitem_30);  getitem_30 = None
    convolution_29 = torch.ops.aten.convolution.default(relu_28, p_conv2_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_28 = None
    _native_batch_norm_legit_no_training_29 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_29, p_bn2_weight, p_bn2_bias, b_bn2_running_mean, b_bn2_running_var, 0.1, 1e-05);  convolution_29 = None
    getitem_31 = _native_batch_norm_legit_no_training_29[0];  _native_batch_norm_legit_no_training_29 = None
    add_14 = torch.ops.aten.add.Tensor(getitem_31, relu_27);  getitem_31 = relu_27 = None
    relu_29 = torch.ops.aten.relu.default(add_14);  add_14 = None
    convolution_30 = torch.ops.aten.convolution.default(relu_29, p_conv1_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    _native_batch_norm_legit_no_training_30 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_30, p_bn1_weight, p_bn1_bias, b_bn1_running_mean, b_bn1_running_var, 0.1, 1e-05);  convolution_30 = None
    getitem_32 = _native_batch_norm_legit_no_training_30[0];  _native_batch_norm_legit_no_training_30 = None
    relu_30 = torch.ops.aten.relu.default(getitem_32);  getitem_32 = None
    convolution_31 = torch.ops.aten.convolution.default(relu_30, p_conv2_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_30 = None
    _native_batch_norm_legit_no_training_31 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_31, p_bn2_weight, p_bn2_bias, b_bn2_running_mean, b_bn2_running_var, 0.1, 1e-05);  convolution_31 = None
    getitem_33 = _native_batch_norm_legit_no_training_31[0];  _native_batch_norm_legit_no_training_31 = None
    add_15 = torch.ops.aten.add.Tensor(getitem_33, relu_29);  getitem_33 = relu_29 = None
    relu_31 = torch.ops.aten.relu.default(add_15);  add_15 = None
    convolution_32 = torch.ops.aten.convolution.default(relu_31, p_conv1_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    _native_batch_norm_legit_no_training_32 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_32, p_bn1_weight, p_bn1_bias, b_bn1_running_mean, b_bn1_running_var, 0.1, 1e-05);  convolution_32 = None
    getitem_34 = _native_batch_norm_legit_no_training_32[0];  _native_batch_norm_legit_no_training_32 = None
    relu_32 = torch.ops.aten.relu.default(getitem_34);  getitem_34 = None
    convolution_33 = torch.ops.aten.convolution.default(relu_32, p_conv2_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_32 = None
    _native_batch_norm_legit_no_training_33 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_33, p_bn2_weight, p_bn2_bias, b_bn2_running_mean, b_bn2_running_var, 0.1, 1e-05);  convolution_33 = None
    getitem_35 = _native_batch_norm_legit_no_training_33[0];  _native_batch_norm_legit_no_training_33 = None
    add_16 = torch.ops.aten.add.Tensor(getitem_35, relu_31);  getitem_35 = relu_31 = None
    relu_33 = torch.ops.aten.relu.default(add_16);  add_16 = None
    convolution_34 = torch.ops.aten.convolution.default(relu_33, p_conv1_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    _native_batch_norm_legit_no_training_34 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_34, p_bn1_weight, p_bn1_bias, b_bn1_running_mean, b_bn1_running_var, 0.1, 1e-05);  convolution_34 = None
    getitem_36 = _native_batch_norm_legit_no_training_34[0];  _native_batch_norm_legit_no_training_34 = None
    relu_34 = torch.ops.aten.relu.default(getitem_36);  getitem_36 = None
    convolution_35 = torch.ops.aten.convolution.default(relu_34, p_conv2_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_34 = None
    _native_batch_norm_legit_no_training_35 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_35, p_bn2_weight, p_bn2_bias, b_bn2_running_mean, b_bn2_running_var, 0.1, 1e-05);  convolution_35 = None
    getitem_37 = _native_batch_norm_legit_no_training_35[0];  _native_batch_norm_legit_no_training_35 = None
    add_17 = torch.ops.aten.add.Tensor(getitem_37, relu_33);  getitem_37 = relu_33 = None
    relu_35 = torch.ops.aten.relu.default(add_17);  add_17 = None
    convolution_36 = torch.ops.aten.convolution.default(relu_35, p_conv1_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    _native_batch_norm_legit_no_training_36 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_36, p_bn1_weight, p_bn1_bias, b_bn1_running_mean, b_bn1_running_var, 0.1, 1e-05);  convolution_36 = None
    getitem_38 = _native_batch_norm_legit_no_training_36[0];  _native_batch_norm_legit_no_training_36 = None
    relu_36 = torch.ops.aten.relu.default(getitem_38);  getitem_38 = None
    convolution_37 = torch.ops.aten.convolution.default(relu_36, p_conv2_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_36 = None
    _native_batch_norm_legit_no_training_37 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_37, p_bn2_weight, p_bn2_bias, b_bn2_running_mean, b_bn2_running_var, 0.1, 1e-05);  convolution_37 = None
    getitem_39 = _native_batch_norm_legit_no_training_37[0];  _native_batch_norm_legit_no_training_37 = None
    add_18 = torch.ops.aten.add.Tensor(getitem_39, relu_35);  getitem_39 = relu_35 = None
    relu_37 = torch.ops.aten.relu.default(add_18);  add_18 = None
    convolution_38 = torch.ops.aten.convolution.default(relu_37, p_conv1_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    _native_batch_norm_legit_no_training_38 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_38, p_bn1_weight, p_bn1_bias, b_bn1_running_mean, b_bn1_running_var, 0.1, 1e-05);  convolution_38 = None
    getitem_40 = _native_batch_norm_legit_no_training_38[0];  _native_batch_norm_legit_no_training_38 = None
    relu_38 = torch.ops.aten.relu.default(getitem_40);  getitem_40 = None
    convolution_39 = torch.ops.aten.convolution.default(relu_38, p_conv2_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_38 = None
    _native_batch_norm_legit_no_training_39 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_39, p_bn2_weight, p_bn2_bias, b_bn2_running_mean, b_bn2_running_var, 0.1, 1e-05);  convolution_39 = None
    getitem_41 = _native_batch_norm_legit_no_training_39[0];  _native_batch_norm_legit_no_training_39 = None
    add_19 = torch.ops.aten.add.Tensor(getitem_41, relu_37);  getitem_41 = relu_37 = None
    relu_39 = torch.ops.aten.relu.default(add_19);  add_19 = None
    convolution_40 = torch.ops.aten.convolution.default(relu_39, p_conv1_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    _native_batch_norm_legit_no_training_40 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_40, p_bn1_weight, p_bn1_bias, b_bn1_running_mean, b_bn1_running_var, 0.1, 1e-05);  convolution_40 = None
    getitem_42 = _native_batch_norm_legit_no_training_40[0];  _native_batch_norm_legit_no_training_40 = None
    relu_40 = torch.ops.aten.relu.default(getitem_42);  getitem_42 = None
    convolution_41 = torch.ops.aten.convolution.default(relu_40, p_conv2_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_40 = None
    _native_batch_norm_legit_no_training_41 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_41, p_bn2_weight, p_bn2_bias, b_bn2_running_mean, b_bn2_running_var, 0.1, 1e-05);  convolution_41 = None
    getitem_43 = _native_batch_norm_legit_no_training_41[0];  _native_batch_norm_legit_no_training_41 = None
    add_20 = torch.ops.aten.add.Tensor(getitem_43, relu_39);  getitem_43 = relu_39 = None
    relu_41 = torch.ops.aten.relu.default(add_20);  add_20 = None
    convolution_42 = torch.ops.aten.convolution.default(relu_41, p_conv1_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    _native_batch_norm_legit_no_training_42 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_42, p_bn1_weight, p_bn1_bias, b_bn1_running_mean, b_bn1_running_var, 0.1, 1e-05);  convolution_42 = None
    getitem_44 = _native_batch_norm_legit_no_training_42[0];  _native_batch_norm_legit_no_training_42 = None
    relu_42 = torch.ops.aten.relu.default(getitem_44);  getitem_44 = None
    convolution_43 = torch.ops.aten.convolution.default(relu_42, p_conv2_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_42 = None
    _native_batch_norm_legit_no_training_43 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_43, p_bn2_weight, p_bn2_bias, b_bn2_running_mean, b_bn2_running_var, 0.1, 1e-05);  convolution_43 = None
    getitem_45 = _native_batch_norm_legit_no_training_43[0];  _native_batch_norm_legit_no_training_43 = None
    add_21 = torch.ops.aten.add.Tensor(getitem_45, relu_41);  getitem_45 = relu_41 = None
    relu_43 = torch.ops.aten.relu.default(add_21);  add_21 = None
    convolution_44 = torch.ops.aten.convolution.default(relu_43, p_conv1_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    _native_batch_norm_legit_no_training_44 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_44, p_bn1_weight, p_bn1_bias, b_bn1_running_mean, b_bn1_running_var, 0.1, 1e-05);  convolution_44 = None
    getitem_46 = _native_batch_norm_legit_no_training_44[0];  _native_batch_norm_legit_no_training_44 = None
    relu_44 = torch.ops.aten.relu.default(getitem_46);  getitem_46 = None
    convolution_45 = torch.ops.aten.convolution.default(relu_44, p_conv2_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_44 = None
    _native_batch_norm_legit_no_training_45 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_45, p_bn2_weight, p_bn2_bias, b_bn2_running_mean, b_bn2_running_var, 0.1, 1e-05);  convolution_45 = None
    getitem_47 = _native_batch_norm_legit_no_training_45[0];  _native_batch_norm_legit_no_training_45 = None
    add_22 = torch.ops.aten.add.Tensor(getitem_47, relu_43);  getitem_47 = relu_43 = None
    relu_45 = torch.ops.aten.relu.default(add_22);  add_22 = None
    convolution_46 = torch.ops.aten.convolution.default(relu_45, p_conv1_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    _native_batch_norm_legit_no_training_46 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_46, p_bn1_weight, p_bn1_bias, b_bn1_running_mean, b_bn1_running_var, 0.1, 1e-05);  convolution_46 = None
    getitem_48 = _native_batch_norm_legit_no_training_46[0];  _native_batch_norm_legit_no_training_46 = None
    relu_46 = torch.ops.aten.relu.default(getitem_48);  getitem_48 = None
    convolution_47 = torch.ops.aten.convolution.default(relu_46, p_conv2_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_46 = None
    _native_batch_norm_legit_no_training_47 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_47, p_bn2_weight, p_bn2_bias, b_bn2_running_mean, b_bn2_running_var, 0.1, 1e-05);  convolution_47 = None
    getitem_49 = _native_batch_norm_legit_no_training_47[0];  _native_batch_norm_legit_no_training_47 = None
    add_23 = torch.ops.aten.add.Tensor(getitem_49, relu_45);  getitem_49 = relu_45 = None
    relu_47 = torch.ops.aten.relu.default(add_23);  add_23 = None
    convolution_48 = torch.ops.aten.convolution.default(relu_47, p_conv1_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    _native_batch_norm_legit_no_training_48 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_48, p_bn1_weight, p_bn1_bias, b_bn1_running_mean, b_bn1_running_var, 0.1, 1e-05);  convolution_48 = None
    getitem_50 = _native_batch_norm_legit_no_training_48[0];  _native_batch_norm_legit_no_training_48 = None
    relu_48 = torch.ops.aten.relu.default(getitem_50);  getitem_50 = None
    convolution_49 = torch.ops.aten.convolution.default(relu_48, p_conv2_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_48 = None
    _native_batch_norm_legit_no_training_49 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_49, p_bn2_weight, p_bn2_bias, b_bn2_running_mean, b_bn2_running_var, 0.1, 1e-05);  convolution_49 = None
    getitem_51 = _native_batch_norm_legit_no_training_49[0];  _native_batch_norm_legit_no_training_49 = None
    add_24 = torch.ops.aten.add.Tensor(getitem_51, relu_47);  getitem_51 = relu_47 = None
    relu_49 = torch.ops.aten.relu.default(add_24);  add_24 = None
    convolution_50 = torch.ops.aten.convolution.default(relu_49, p_conv1_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    _native_batch_norm_legit_no_training_50 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_50, p_bn1_weight, p_bn1_bias, b_bn1_running_mean, b_bn1_running_var, 0.1, 1e-05);  convolution_50 = None
    getitem_52 = _native_batch_norm_legit_no_training_50[0];  _native_batch_norm_legit_no_training_50 = None
    relu_50 = torch.ops.aten.relu.default(getitem_52);  getitem_52 = None
    convolution_51 = torch.ops.aten.convolution.default(relu_50, p_conv2_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_50 = None
    _native_batch_norm_legit_no_training_51 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_51, p_bn2_weight, p_bn2_bias, b_bn2_running_mean, b_bn2_running_var, 0.1, 1e-05);  convolution_51 = None
    getitem_53 = _native_batch_norm_legit_no_training_51[0];  _native_batch_norm_legit_no_training_51 = None
    add_25 = torch.ops.aten.add.Tensor(getitem_53, relu_49);  getitem_53 = relu_49 = None
    relu_51 = torch.ops.aten.relu.default(add_25);  add_25 = None
    convolution_52 = torch.ops.aten.convolution.default(relu_51, p_conv1_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    _native_batch_norm_legit_no_training_52 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_52, p_bn1_weight, p_bn1_bias, b_bn1_running_mean, b_bn1_running_var, 0.1, 1e-05);  convolution_52 = None
    getitem_54 = _native_batch_norm_legit_no_training_52[0];  _native_batch_norm_legit_no_training_52 = None
    relu_52 = torch.ops.aten.relu.default(getitem_54);  getitem_54 = None
    convolution_53 = torch.ops.aten.convolution.default(relu_52, p_conv2_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_52 = None
    _native_batch_norm_legit_no_training_53 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_53, p_bn2_weight, p_bn2_bias, b_bn2_running_mean, b_bn2_running_var, 0.1, 1e-05);  convolution_53 = None
    getitem_55 = _native_batch_norm_legit_no_training_53[0];  _native_batch_norm_legit_no_training_53 = None
    add_26 = torch.ops.aten.add.Tensor(getitem_55, relu_51);  getitem_55 = relu_51 = None
    relu_53 = torch.ops.aten.relu.default(add_26);  add_26 = None
    convolution_54 = torch.ops.aten.convolution.default(relu_53, p_conv1_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    _native_batch_norm_legit_no_training_54 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_54, p_bn1_weight, p_bn1_bias, b_bn1_running_mean, b_bn1_running_var, 0.1, 1e-05);  convolution_54 = None
    getitem_56 = _native_batch_norm_legit_no_training_54[0];  _native_batch_norm_legit_no_training_54 = None
    relu_54 = torch.ops.aten.relu.default(getitem_56);  getitem_56 = None
    convolution_55 = torch.ops.aten.convolution.default(relu_54, p_conv2_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_54 = None
    _native_batch_norm_legit_no_training_55 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_55, p_bn2_weight, p_bn2_bias, b_bn2_running_mean, b_bn2_running_var, 0.1, 1e-05);  convolution_55 = None
    getitem_57 = _native_batch_norm_legit_no_training_55[0];  _native_batch_norm_legit_no_training_55 = None
    add_27 = torch.ops.aten.add.Tensor(getitem_57, relu_53);  getitem_57 = relu_53 = None
    relu_55 = torch.ops.aten.relu.default(add_27);  add_27 = None
    convolution_56 = torch.ops.aten.convolution.default(relu_55, p_conv1_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    _native_batch_norm_legit_no_training_56 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_56, p_bn1_weight, p_bn1_bias, b_bn1_running_mean, b_bn1_running_var, 0.1, 1e-05);  convolution_56 = None
    getitem_58 = _native_batch_norm_legit_no_training_56[0];  _native_batch_norm_legit_no_training_56 = None
    relu_56 = torch.ops.aten.relu.default(getitem_58);  getitem_58 = None
    convolution_57 = torch.ops.aten.convolution.default(relu_56, p_conv2_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_56 = None
    _native_batch_norm_legit_no_training_57 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_57, p_bn2_weight, p_bn2_bias, b_bn2_running_mean, b_bn2_running_var, 0.1, 1e-05);  convolution_57 = None
    getitem_59 = _native_batch_norm_legit_no_training_57[0];  _native_batch_norm_legit_no_training_57 = None
    add_28 = torch.ops.aten.add.Tensor(getitem_59, relu_55);  getitem_59 = relu_55 = None
    relu_57 = torch.ops.aten.relu.default(add_28);  add_28 = None
    convolution_58 = torch.ops.aten.convolution.default(relu_57, p_conv1_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    _native_batch_norm_legit_no_training_58 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_58, p_bn1_weight, p_bn1_bias, b_bn1_running_mean, b_bn1_running_var, 0.1, 1e-05);  convolution_58 = None
    getitem_60 = _native_batch_norm_legit_no_training_58[0];  _native_batch_norm_legit_no_training_58 = None
    relu_58 = torch.ops.aten.relu.default(getitem_60);  getitem_60 = None
    convolution_59 = torch.ops.aten.convolution.default(relu_58, p_conv2_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_58 = None
    _native_batch_norm_legit_no_training_59 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_59, p_bn2_weight, p_bn2_bias, b_bn2_running_mean, b_bn2_running_var, 0.1, 1e-05);  convolution_59 = None
    getitem_61 = _native_batch_norm_legit_no_training_59[0];  _native_batch_norm_legit_no_training_59 = None
    add_29 = torch.ops.aten.add.Tensor(getitem_61, relu_57);  getitem_61 = relu_57 = None
    relu_59 = torch.ops.aten.relu.default(add_29);  add_29 = None
    convolution_60 = torch.ops.aten.convolution.default(relu_59, p_conv1_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    _native_batch_norm_legit_no_training_60 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_60, p_bn1_weight, p_bn1_bias, b_bn1_running_mean, b_bn1_running_var, 0.1, 1e-05);  convolution_60 = None
    getitem_62 = _native_batch_norm_legit_no_training_60[0];  _native_batch_norm_legit_no_training_60 = None
    relu_60 = torch.ops.aten.relu.default(getitem_62);  getitem_62 = None
    convolution_61 = torch.ops.aten.convolution.default(relu_60, p_conv2_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_60 = None
    _native_batch_norm_legit_no_training_61 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_61, p_bn2_weight, p_bn2_bias, b_bn2_running_mean, b_bn2_running_var, 0.1, 1e-05);  convolution_61 = None
    getitem_63 = _native_batch_norm_legit_no_training_61[0];  _native_batch_norm_legit_no_training_61 = None
    add_30 = torch.ops.aten.add.Tensor(getitem_63, relu_59);  getitem_63 = relu_59 = None
    relu_61 = torch.ops.aten.relu.default(add_30);  add_30 = None
    convolution_62 = torch.ops.aten.convolution.default(relu_61, p_conv1_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    _native_batch_norm_legit_no_training_62 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_62, p_bn1_weight, p_bn1_bias, b_bn1_running_mean, b_bn1_running_var, 0.1, 1e-05);  convolution_62 = None
    getitem_64 = _native_batch_norm_legit_no_training_62[0];  _native_batch_norm_legit_no_training_62 = None
    relu_62 = torch.ops.aten.relu.default(getitem_64);  getitem_64 = None
    convolution_63 = torch.ops.aten.convolution.default(relu_62, p_conv2_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_62 = None
    _native_batch_norm_legit_no_training_63 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_63, p_bn2_weight, p_bn2_bias, b_bn2_running_mean, b_bn2_running_var, 0.1, 1e-05);  convolution_63 = None
    getitem_65 = _native_batch_norm_legit_no_training_63[0];  _native_batch_norm_legit_no_training_63 = None
    add_31 = torch.ops.aten.add.Tensor(getitem_65, relu_61);  getitem_65 = relu_61 = None
    relu_63 = torch.ops.aten.relu.default(add_31);  add_31 = None
    convolution_64 = torch.ops.aten.convolution.default(relu_63, p_conv1_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    _native_batch_norm_legit_no_training_64 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_64, p_bn1_weight, p_bn1_bias, b_bn1_running_mean, b_bn1_running_var, 0.1, 1e-05);  convolution_64 = None
    getitem_66 = _native_batch_norm_legit_no_training_64[0];  _native_batch_norm_legit_no_training_64 = None
    relu_64 = torch.ops.aten.relu.default(getitem_66);  getitem_66 = None
    convolution_65 = torch.ops.aten.convolution.default(relu_64, p_conv2_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_64 = None
    _native_batch_norm_legit_no_training_65 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_65, p_bn2_weight, p_bn2_bias, b_bn2_running_mean, b_bn2_running_var, 0.1, 1e-05);  convolution_65 = None
    getitem_67 = _native_batch_norm_legit_no_training_65[0];  _native_batch_norm_legit_no_training_65 = None
    add_32 = torch.ops.aten.add.Tensor(getitem_67, relu_63);  getitem_67 = relu_63 = None
    relu_65 = torch.ops.aten.relu.default(add_32);  add_32 = None
    convolution_66 = torch.ops.aten.convolution.default(relu_65, p_conv1_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    _native_batch_norm_legit_no_training_66 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_66, p_bn1_weight, p_bn1_bias, b_bn1_running_mean, b_bn1_running_var, 0.1, 1e-05);  convolution_66 = None
    getitem_68 = _native_batch_norm_legit_no_training_66[0];  _native_batch_norm_legit_no_training_66 = None
    relu_66 = torch.ops.aten.relu.default(getitem_68);  getitem_68 = None
    convolution_67 = torch.ops.aten.convolution.default(relu_66, p_conv2_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_66 = None
    _native_batch_norm_legit_no_training_67 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_67, p_bn2_weight, p_bn2_bias, b_bn2_running_mean, b_bn2_running_var, 0.1, 1e-05);  convolution_67 = None
    getitem_69 = _native_batch_norm_legit_no_training_67[0];  _native_batch_norm_legit_no_training_67 = None
    add_33 = torch.ops.aten.add.Tensor(getitem_69, relu_65);  getitem_69 = relu_65 = None
    relu_67 = torch.ops.aten.relu.default(add_33);  add_33 = None
    convolution_68 = torch.ops.aten.convolution.default(relu_67, p_conv1_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    _native_batch_norm_legit_no_training_68 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_68, p_bn1_weight, p_bn1_bias, b_bn1_running_mean, b_bn1_running_var, 0.1, 1e-05);  convolution_68 = None
    getitem_70 = _native_batch_norm_legit_no_training_68[0];  _native_batch_norm_legit_no_training_68 = None
    relu_68 = torch.ops.aten.relu.default(getitem_70);  getitem_70 = None
    convolution_69 = torch.ops.aten.convolution.default(relu_68, p_conv2_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_68 = None
    _native_batch_norm_legit_no_training_69 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_69, p_bn2_weight, p_bn2_bias, b_bn2_running_mean, b_bn2_running_var, 0.1, 1e-05);  convolution_69 = None
    getitem_71 = _native_batch_norm_legit_no_training_69[0];  _native_batch_norm_legit_no_training_69 = None
    add_34 = torch.ops.aten.add.Tensor(getitem_71, relu_67);  getitem_71 = relu_67 = None
    relu_69 = torch.ops.aten.relu.default(add_34);  add_34 = None
    convolution_70 = torch.ops.aten.convolution.default(relu_69, p_conv1_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    _native_batch_norm_legit_no_training_70 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_70, p_bn1_weight, p_bn1_bias, b_bn1_running_mean, b_bn1_running_var, 0.1, 1e-05);  convolution_70 = None
    getitem_72 = _native_batch_norm_legit_no_training_70[0];  _native_batch_norm_legit_no_training_70 = None
    relu_70 = torch.ops.aten.relu.default(getitem_72);  getitem_72 = None
    convolution_71 = torch.ops.aten.convolution.default(relu_70, p_conv2_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_70 = None
    _native_batch_norm_legit_no_training_71 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_71, p_bn2_weight, p_bn2_bias, b_bn2_running_mean, b_bn2_running_var, 0.1, 1e-05);  convolution_71 = None
    getitem_73 = _native_batch_norm_legit_no_training_71[0];  _native_batch_norm_legit_no_training_71 = None
    add_35 = torch.ops.aten.add.Tensor(getitem_73, relu_69);  getitem_73 = relu_69 = None
    relu_71 = torch.ops.aten.relu.default(add_35);  add_35 = None
    convolution_72 = torch.ops.aten.convolution.default(relu_71, p_conv1_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    _native_batch_norm_legit_no_training_72 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_72, p_bn1_weight, p_bn1_bias, b_bn1_running_mean, b_bn1_running_var, 0.1, 1e-05);  convolution_72 = None
    getitem_74 = _native_batch_norm_legit_no_training_72[0];  _native_batch_norm_legit_no_training_72 = None
    relu_72 = torch.ops.aten.relu.default(getitem_74);  getitem_74 = None
    convolution_73 = torch.ops.aten.convolution.default(relu_72, p_conv2_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_72 = None
    _native_batch_norm_legit_no_training_73 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_73, p_bn2_weight, p_bn2_bias, b_bn2_running_mean, b_bn2_running_var, 0.1, 1e-05);  convolution_73 = None
    getitem_75 = _native_batch_norm_legit_no_training_73[0];  _native_batch_norm_legit_no_training_73 = None
    add_36 = torch.ops.aten.add.Tensor(getitem_75, relu_71);  getitem_75 = relu_71 = None
    relu_73 = torch.ops.aten.relu.default(add_36);  add_36 = None
    convolution_74 = torch.ops.aten.convolution.default(relu_73, p_conv1_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    _native_batch_norm_legit_no_training_74 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_74, p_bn1_weight, p_bn1_bias, b_bn1_running_mean, b_bn1_running_var, 0.1, 1e-05);  convolution_74 = None
    getitem_76 = _native_batch_norm_legit_no_training_74[0];  _native_batch_norm_legit_no_training_74 = None
    relu_74 = torch.ops.aten.relu.default(getitem_76);  getitem_76 = None
    convolution_75 = torch.ops.aten.convolution.default(relu_74, p_conv2_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_74 = None
    _native_batch_norm_legit_no_training_75 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_75, p_bn2_weight, p_bn2_bias, b_bn2_running_mean, b_bn2_running_var, 0.1, 1e-05);  convolution_75 = None
    getitem_77 = _native_batch_norm_legit_no_training_75[0];  _native_batch_norm_legit_no_training_75 = None
    add_37 = torch.ops.aten.add.Tensor(getitem_77, relu_73);  getitem_77 = relu_73 = None
    relu_75 = torch.ops.aten.relu.default(add_37);  add_37 = None
    convolution_76 = torch.ops.aten.convolution.default(relu_75, p_conv1_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    _native_batch_norm_legit_no_training_76 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_76, p_bn1_weight, p_bn1_bias, b_bn1_running_mean, b_bn1_running_var, 0.1, 1e-05);  convolution_76 = None
    getitem_78 = _native_batch_norm_legit_no_training_76[0];  _native_batch_norm_legit_no_training_76 = None
    relu_76 = torch.ops.aten.relu.default(getitem_78);  getitem_78 = None
    convolution_77 = torch.ops.aten.convolution.default(relu_76, p_conv2_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_76 = None
    _native_batch_norm_legit_no_training_77 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_77, p_bn2_weight, p_bn2_bias, b_bn2_running_mean, b_bn2_running_var, 0.1, 1e-05);  convolution_77 = None
    getitem_79 = _native_batch_norm_legit_no_training_77[0];  _native_batch_norm_legit_no_training_77 = None
    add_38 = torch.ops.aten.add.Tensor(getitem_79, relu_75);  getitem_79 = relu_75 = None
    relu_77 = torch.ops.aten.relu.default(add_38);  add_38 = None
    convolution_78 = torch.ops.aten.convolution.default(relu_77, p_conv1_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    _native_batch_norm_legit_no_training_78 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_78, p_bn1_weight, p_bn1_bias, b_bn1_running_mean, b_bn1_running_var, 0.1, 1e-05);  convolution_78 = None
    getitem_80 = _native_batch_norm_legit_no_training_78[0];  _native_batch_norm_legit_no_training_78 = None
    relu_78 = torch.ops.aten.relu.default(getitem_80);  getitem_80 = None
    convolution_79 = torch.ops.aten.convolution.default(relu_78, p_conv2_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_78 = None
    _native_batch_norm_legit_no_training_79 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_79, p_bn2_weight, p_bn2_bias, b_bn2_running_mean, b_bn2_running_var, 0.1, 1e-05);  convolution_79 = None
    getitem_81 = _native_batch_norm_legit_no_training_79[0];  _native_batch_norm_legit_no_training_79 = None
    add_39 = torch.ops.aten.add.Tensor(getitem_81, relu_77);  getitem_81 = relu_77 = None
    relu_79 = torch.ops.aten.relu.default(add_39);  add_39 = None
    convolution_80 = torch.ops.aten.convolution.default(relu_79, p_conv1_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    _native_batch_norm_legit_no_training_80 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_80, p_bn1_weight, p_bn1_bias, b_bn1_running_mean, b_bn1_running_var, 0.1, 1e-05);  convolution_80 = None
    getitem_82 = _native_batch_norm_legit_no_training_80[0];  _native_batch_norm_legit_no_training_80 = None
    relu_80 = torch.ops.aten.relu.default(getitem_82);  getitem_82 = None
    convolution_81 = torch.ops.aten.convolution.default(relu_80, p_conv2_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_80 = None
    _native_batch_norm_legit_no_training_81 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_81, p_bn2_weight, p_bn2_bias, b_bn2_running_mean, b_bn2_running_var, 0.1, 1e-05);  convolution_81 = None
    getitem_83 = _native_batch_norm_legit_no_training_81[0];  _native_batch_norm_legit_no_training_81 = None
    add_40 = torch.ops.aten.add.Tensor(getitem_83, relu_79);  getitem_83 = relu_79 = None
    relu_81 = torch.ops.aten.relu.default(add_40);  add_40 = None
    convolution_82 = torch.ops.aten.convolution.default(relu_81, p_conv1_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    _native_batch_norm_legit_no_training_82 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_82, p_bn1_weight, p_bn1_bias, b_bn1_running_mean, b_bn1_running_var, 0.1, 1e-05);  convolution_82 = None
    getitem_84 = _native_batch_norm_legit_no_training_82[0];  _native_batch_norm_legit_no_training_82 = None
    relu_82 = torch.ops.aten.relu.default(getitem_84);  getitem_84 = None
    convolution_83 = torch.ops.aten.convolution.default(relu_82, p_conv2_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_82 = None
    _native_batch_norm_legit_no_training_83 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_83, p_bn2_weight, p_bn2_bias, b_bn2_running_mean, b_bn2_running_var, 0.1, 1e-05);  convolution_83 = None
    getitem_85 = _native_batch_norm_legit_no_training_83[0];  _native_batch_norm_legit_no_training_83 = None
    add_41 = torch.ops.aten.add.Tensor(getitem_85, relu_81);  getitem_85 = relu_81 = None
    relu_83 = torch.ops.aten.relu.default(add_41);  add_41 = None
    convolution_84 = torch.ops.aten.convolution.default(relu_83, p_conv1_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  p_conv1_weight = None
    _native_batch_norm_legit_no_training_84 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_84, p_bn1_weight, p_bn1_bias, b_bn1_running_mean, b_bn1_running_var, 0.1, 1e-05);  convolution_84 = p_bn1_weight = p_bn1_bias = b_bn1_running_mean = b_bn1_running_var = None
    getitem_86 = _native_batch_norm_legit_no_training_84[0];  _native_batch_norm_legit_no_training_84 = None
    relu_84 = torch.ops.aten.relu.default(getitem_86);  getitem_86 = None
    convolution_85 = torch.ops.aten.convolution.default(relu_84, p_conv2_weight, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_84 = p_conv2_weight = None
    _native_batch_norm_legit_no_training_85 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_85, p_bn2_weight, p_bn2_bias, b_bn2_running_mean, b_bn2_running_var, 0.1, 1e-05);  convolution_85 = p_bn2_weight = p_bn2_bias = b_bn2_running_mean = b_bn2_running_var = None
    getitem_87 = _native_batch_norm_legit_no_training_85[0];  _native_batch_norm_legit_no_training_85 = None
    add_42 = torch.ops.aten.add.Tensor(getitem_87, relu_83);  getitem_87 = relu_83 = None
    relu_85 = torch.ops.aten.relu.default(add_42);  add_42 = None
    return (relu_85,)
    