


def forward(self, p_qkv_weight, p_qkv_bias, p_proj_weight, p_proj_bias, p_ln1_weight, p_ln1_bias, p_ln2_weight, p_ln2_bias, p_fc1_weight, p_fc1_bias, p_fc2_weight, p_fc2_bias, x):
    linear = torch.ops.aten.linear.default(x, p_qkv_weight, p_qkv_bias);  p_qkv_weight = p_qkv_bias = None
    chunk = torch.ops.aten.chunk.default(linear, 3, -1);  linear = None
    getitem = chunk[0]
    getitem_1 = chunk[1]
    getitem_2 = chunk[2];  chunk = None
    view = torch.ops.aten.view.default(getitem, [2, 5, 4, 8]);  getitem = None
    transpose = torch.ops.aten.transpose.int(view, 1, 2);  view = None
    view_1 = torch.ops.aten.view.default(getitem_1, [2, 5, 4, 8]);  getitem_1 = None
    transpose_1 = torch.ops.aten.transpose.int(view_1, 1, 2);  view_1 = None
    view_2 = torch.ops.aten.view.default(getitem_2, [2, 5, 4, 8]);  getitem_2 = None
    transpose_2 = torch.ops.aten.transpose.int(view_2, 1, 2);  view_2 = None
    transpose_3 = torch.ops.aten.transpose.int(transpose_1, -2, -1);  transpose_1 = None
    matmul = torch.ops.aten.matmul.default(transpose, transpose_3);  transpose = transpose_3 = None
    mul = torch.ops.aten.mul.Tensor(matmul, 0.3535533905932738);  matmul = None
    softmax = torch.ops.aten.softmax.int(mul, -1);  mul = None
    matmul_1 = torch.ops.aten.matmul.default(softmax, transpose_2);  softmax = transpose_2 = None
    transpose_4 = torch.ops.aten.transpose.int(matmul_1, 1, 2);  matmul_1 = None
    reshape = torch.ops.aten.reshape.default(transpose_4, [2, 5, 32]);  transpose_4 = None
    linear_1 = torch.ops.aten.linear.default(reshape, p_proj_weight, p_proj_bias);  reshape = p_proj_weight = p_proj_bias = None
    add = torch.ops.aten.add.Tensor(x, linear_1);  x = linear_1 = None
    layer_norm = torch.ops.aten.layer_norm.default(add, [32], p_ln1_weight, p_ln1_bias, 1e-05, False);  add = p_ln1_weight = p_ln1_bias = None
    linear_2 = torch.ops.aten.linear.default(layer_norm, p_fc1_weight, p_fc1_bias);  p_fc1_weight = p_fc1_bias = None
    gelu = torch.ops.aten.gelu.default(linear_2);  linear_2 = None
    linear_3 = torch.ops.aten.linear.default(gelu, p_fc2_weight, p_fc2_bias);  gelu = p_fc2_weight = p_fc2_bias = None
    add_1 = torch.ops.aten.add.Tensor(layer_norm, linear_3);  layer_norm = linear_3 = None
    layer_norm_1 = torch.ops.aten.layer_norm.default(add_1, [32], p_ln2_weight, p_ln2_bias, 1e-05, False);  add_1 = p_ln2_weight = p_ln2_bias = None
    return (layer_norm_1,)
    