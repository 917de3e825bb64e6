


def forward(self, getitem_2, getitem_4, getitem, getitem_1, getitem_5, transpose):
    floordiv = getitem_2 // 4
    view = getitem_4.view(getitem, getitem_1, 4, floordiv);  getitem_4 = floordiv = None
    transpose_1 = view.transpose(1, 2);  view = None
    floordiv_1 = getitem_2 // 4
    view_1 = getitem_5.view(getitem, getitem_1, 4, floordiv_1);  getitem_5 = getitem = getitem_1 = floordiv_1 = None
    transpose_2 = view_1.transpose(1, 2);  view_1 = None
    transpose_3 = transpose_1.transpose(-2, -1);  transpose_1 = None
    matmul = transpose @ transpose_3;  transpose = transpose_3 = None
    floordiv_2 = getitem_2 // 4;  getitem_2 = None
    pow_1 = floordiv_2 ** -0.5;  floordiv_2 = None
    mul = matmul * pow_1;  matmul = pow_1 = None
    softmax = torch.softmax(mul, dim = -1);  mul = None
    return (softmax, transpose_2)
    