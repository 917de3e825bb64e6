


def forward(self, arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1):
    linear = torch.ops.aten.linear.default(arg12_1, arg0_1, arg1_1);  arg0_1 = arg1_1 = None
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
    linear_1 = torch.ops.aten.linear.default(reshape, arg2_1, arg3_1);  reshape = arg2_1 = arg3_1 = None
    add = torch.ops.aten.add.Tensor(arg12_1, linear_1);  arg12_1 = linear_1 = None
    layer_norm = torch.ops.aten.layer_norm.default(add, [32], arg4_1, arg5_1, 1e-05, False);  add = arg4_1 = arg5_1 = None
    linear_2 = torch.ops.aten.linear.default(layer_norm, arg8_1, arg9_1);  arg8_1 = arg9_1 = None
    gelu = torch.ops.aten.gelu.default(linear_2);  linear_2 = None
    linear_3 = torch.ops.aten.linear.default(gelu, arg10_1, arg11_1);  gelu = arg10_1 = arg11_1 = None
    add_1 = torch.ops.aten.add.Tensor(layer_norm, linear_3);  layer_norm = linear_3 = None
    layer_norm_1 = torch.ops.aten.layer_norm.default(add_1, [32], arg6_1, arg7_1, 1e-05, False);  add_1 = arg6_1 = arg7_1 = None
    return (layer_norm_1,)
    