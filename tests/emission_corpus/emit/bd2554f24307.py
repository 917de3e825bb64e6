


def forward(self, x0, x1):
    add_tensor = torch.ops.aten.add.Tensor(x0, x1)
    max_dim = torch.ops.aten.max.dim(add_tensor, 1, keepdim = False);  add_tensor = None
    getitem = max_dim[0]
    getitem_1 = max_dim[1];  max_dim = None
    cat = torch.cat([x1], dim = -1);  x1 = cat = None
    relu_default = torch.ops.aten.relu.default(getitem_1)
    w0 = self.w0
    view_default = torch.ops.aten.view.default(relu_default, [-1]);  relu_default = None
    mul = view_default * 3
    view_default_1 = torch.ops.aten.view.default(getitem_1, torch.float32)
    sigmoid_default = torch.ops.aten.sigmoid.default(mul)
    sub_tensor = torch.ops.aten.sub.Tensor(mul, getitem_1);  getitem_1 = None
    view_default_2 = torch.ops.aten.view.default(view_default_1, [-1])
    mul_tensor = torch.ops.aten.mul.Tensor(mul, mul)
    sub_tensor_1 = torch.ops.aten.sub.Tensor(mul_tensor, view_default, alpha = 1);  view_default = sub_tensor_1 = None
    getitem_2 = sub_tensor[torch.float32]
    view_default_3 = torch.ops.aten.view.default(mul, True);  mul = None
    add_tensor_1 = torch.ops.aten.add.Tensor(view_default_1, view_default_2);  view_default_2 = None
    add__tensor = torch.ops.aten.add_.Tensor(sigmoid_default, view_default_1);  view_default_1 = None
    add__tensor_1 = torch.ops.aten.add_.Tensor(sub_tensor, add_tensor_1);  sub_tensor = add__tensor_1 = None
    sub_tensor_2 = torch.ops.aten.sub.Tensor(view_default_3, getitem_2)
    mul_1 = getitem_2 * None;  getitem_2 = mul_1 = None
    w1 = self.w1
    mul_2 = add_tensor_1 * [2, 2, 2]
    mul_tensor_1 = torch.ops.aten.mul.Tensor(sub_tensor_2, view_default_3);  view_default_3 = None
    sub_tensor_3 = torch.ops.aten.sub.Tensor(mul_tensor_1, w1, alpha = 2)
    view = mul_2.view(-1)
    view_default_4 = torch.ops.aten.view.default(sub_tensor_3, 3);  view_default_4 = None
    add__tensor_2 = torch.ops.aten.add_.Tensor(mul_tensor_1, w1);  w1 = add__tensor_2 = None
    sub_tensor_4 = torch.ops.aten.sub.Tensor(view, sub_tensor_2);  view = sub_tensor_2 = None
    view_default_5 = torch.ops.aten.view.default(mul_tensor_1, -0.0)
    mul_3 = mul_tensor_1 * [2];  mul_tensor_1 = None
    view_default_6 = torch.ops.aten.view.default(sigmoid_default, [-1]);  sigmoid_default = None
    cat_1 = torch.cat([view_default_5, mul_3, sub_tensor_4], dim = -1)
    cat_2 = torch.cat([view_default_6, view_default_6], dim = 0)
    add = mul_3.add(view_default_5);  view_default_5 = None
    w1_1 = self.w1
    view_default_7 = torch.ops.aten.view.default(cat_1, [-1]);  cat_1 = view_default_7 = None
    add_1 = add_tensor_1 + (slice(None, None, None), 0);  add_tensor_1 = None
    b0 = self.b0
    add_tensor_2 = torch.ops.aten.add.Tensor(add, b0);  b0 = None
    neg_default = torch.ops.aten.neg.default(w1_1);  w1_1 = neg_default = None
    sub_tensor_5 = torch.ops.aten.sub.Tensor(add, add_1)
    add_2 = torch.add(add, -0.0);  add = None
    relu = add_tensor_2.relu();  add_tensor_2 = relu = None
    add_3 = x0 + 'none';  x0 = None
    w1_2 = self.w1
    max_dim_1 = torch.ops.aten.max.dim(add_3, 0, keepdim = True)
    getitem_3 = max_dim_1[0];  max_dim_1 = None
    w0_1 = self.w0
    relu_default_1 = torch.ops.aten.relu.default(sub_tensor_5);  sub_tensor_5 = None
    getitem_4 = add_2[torch.contiguous_format];  add_2 = getitem_4 = None
    add__tensor_3 = torch.ops.aten.add_.Tensor(w0_1, relu_default_1);  w0_1 = add__tensor_3 = None
    mul_tensor_2 = torch.ops.aten.mul.Tensor(relu_default_1, w1_2);  w1_2 = None
    sub_tensor_6 = torch.ops.aten.sub.Tensor(getitem_3, mul_tensor_2);  getitem_3 = None
    sub_tensor_7 = torch.ops.aten.sub.Tensor(add_1, getitem);  add_1 = getitem = None
    cat_3 = torch.cat([mul_tensor_2, sub_tensor_6], dim = -1)
    w0_2 = self.w0
    sub_tensor_8 = torch.ops.aten.sub.Tensor(mul_tensor, relu_default_1);  mul_tensor = relu_default_1 = None
    mul_4 = cat_2 * True;  cat_2 = mul_4 = None
    relu_1 = add_3.relu();  add_3 = None
    sub_tensor_9 = torch.ops.aten.sub.Tensor(sub_tensor_8, sub_tensor_6);  sub_tensor_6 = None
    view_default_8 = torch.ops.aten.view.default(sub_tensor_9, 1);  view_default_8 = None
    sub_tensor_10 = torch.ops.aten.sub.Tensor(sub_tensor_7, cat_3, alpha = 2);  sub_tensor_7 = cat_3 = sub_tensor_10 = None
    w0_3 = self.w0;  w0_3 = None
    sub_tensor_11 = torch.ops.aten.sub.Tensor(sub_tensor_8, relu_1);  sub_tensor_8 = relu_1 = sub_tensor_11 = None
    act = self.act(w0);  w0 = None
    sub_tensor_12 = torch.ops.aten.sub.Tensor(sub_tensor_9, act, alpha = 1);  sub_tensor_9 = None
    mul_tensor_3 = torch.ops.aten.mul.Tensor(act, mul_tensor_2);  act = None
    mul_5 = sub_tensor_12 * 0.5;  sub_tensor_12 = None
    getitem_5 = mul_5['none']
    add_4 = getitem_5 + torch.int64;  getitem_5 = None
    add_tensor_3 = torch.ops.aten.add.Tensor(mul_5, mul_tensor_3, alpha = 1);  add_tensor_3 = None
    mul_6 = add_4 * True;  add_4 = None
    mul_7 = mul_6 * -0.0;  mul_6 = None
    sum_1 = mul_7.sum(dim = 0, keepdim = True);  mul_7 = sum_1 = None
    sub_tensor_13 = torch.ops.aten.sub.Tensor(mul_tensor_3, mul_5);  mul_tensor_3 = sub_tensor_13 = None
    view_default_9 = torch.ops.aten.view.default(mul_5, 1.0);  mul_5 = None
    sub_tensor_14 = torch.ops.aten.sub.Tensor(sub_tensor_4, view_default_6, alpha = 1);  sub_tensor_4 = view_default_6 = None
    relu_2 = mul_3.relu();  mul_3 = None
    relu_3 = sub_tensor_14.relu();  sub_tensor_14 = relu_3 = None
    act_1 = self.act(view_default_9);  view_default_9 = None
    view_default_10 = torch.ops.aten.view.default(relu_2, None)
    w1_3 = self.w1
    cat_4 = torch.cat([relu_2, w1_3], dim = -1);  relu_2 = None
    sum_2 = act_1.sum(dim = 0, keepdim = False)
    sub_0 = getattr(self.sub, "0")(w1_3)
    mul_tensor_4 = torch.ops.aten.mul.Tensor(w1_3, w1_3);  mul_tensor_4 = None
    sub_1 = getattr(self.sub, "0")(act_1);  act_1 = None
    sub_tensor_15 = torch.ops.aten.sub.Tensor(w1_3, w1_3);  w1_3 = None
    add_5 = cat_4.add(view_default_10);  cat_4 = view_default_10 = None
    relu_4 = torch.relu(sum_2);  sum_2 = None
    getitem_6 = sub_0[2];  sub_0 = None
    relu_5 = torch.relu(sub_tensor_15);  relu_5 = None
    max_dim_2 = torch.ops.aten.max.dim(sub_1, 0, keepdim = True);  sub_1 = None
    getitem_7 = max_dim_2[0]
    getitem_8 = max_dim_2[1];  max_dim_2 = None
    sub_tensor_16 = torch.ops.aten.sub.Tensor(getitem_7, sub_tensor_15);  sub_tensor_15 = None
    cat_5 = torch.cat([add_5], dim = 0);  add_5 = cat_5 = None
    sub_tensor_17 = torch.ops.aten.sub.Tensor(sub_tensor_16, getitem_8, alpha = 1);  getitem_8 = None
    view_1 = mul_2.view(-1);  mul_2 = None
    add_tensor_4 = torch.ops.aten.add.Tensor(sub_tensor_16, sub_tensor_16);  add_tensor_4 = None
    w1_4 = self.w1
    mul_8 = sub_tensor_17 * False
    add_6 = torch.add(sub_tensor_17, 0);  sub_tensor_17 = None
    lin = self.lin(add_6);  add_6 = None
    view_2 = lin.view(-1);  lin = view_2 = None
    sub_2 = getattr(self.sub, "0")(add__tensor);  add__tensor = None
    relu_6 = view_1.relu();  view_1 = None
    b0_1 = self.b0;  b0_1 = None
    max_dim_3 = torch.ops.aten.max.dim(w1_4, 1, keepdim = True);  w1_4 = None
    getitem_9 = max_dim_3[0];  max_dim_3 = getitem_9 = None
    add_tensor_5 = torch.ops.aten.add.Tensor(relu_6, sub_tensor_3, alpha = 1);  sub_tensor_3 = add_tensor_5 = None
    add_7 = sub_2 + 2;  add_7 = None
    relu_7 = torch.relu(relu_6);  relu_6 = None
    relu_8 = torch.relu(sub_2);  sub_2 = None
    mul_tensor_5 = torch.ops.aten.mul.Tensor(relu_8, relu_8)
    getitem_10 = mul_tensor_5[1]
    sigmoid_default_1 = torch.ops.aten.sigmoid.default(w0_2);  w0_2 = sigmoid_default_1 = None
    sub_tensor_18 = torch.ops.aten.sub.Tensor(mul_8, mul_tensor_5);  mul_8 = mul_tensor_5 = None
    add_8 = relu_7.add(relu_7);  relu_7 = None
    sub_tensor_19 = torch.ops.aten.sub.Tensor(relu_8, relu_8, alpha = 1);  sub_tensor_19 = None
    act_2 = self.act(sub_tensor_18);  sub_tensor_18 = None
    getitem_11 = relu_8[1]
    cat_6 = torch.cat([relu_8], dim = 0);  relu_8 = None
    max_dim_4 = torch.ops.aten.max.dim(add_8, 0, keepdim = True);  add_8 = None
    getitem_12 = max_dim_4[0];  getitem_12 = None
    getitem_13 = max_dim_4[1];  max_dim_4 = None
    add_9 = torch.add(getitem_11, torch.int64);  add_9 = None
    sigmoid_default_2 = torch.ops.aten.sigmoid.default(cat_6);  cat_6 = sigmoid_default_2 = None
    w1_5 = self.w1
    mul_tensor_6 = torch.ops.aten.mul.Tensor(act_2, getitem_11);  act_2 = mul_tensor_6 = None
    add_tensor_6 = torch.ops.aten.add.Tensor(getitem_11, getitem_13, alpha = 1);  getitem_11 = getitem_13 = None
    mul_tensor_7 = torch.ops.aten.mul.Tensor(add_tensor_6, add_tensor_6)
    add_10 = torch.add(w1_5, 'none');  w1_5 = None
    sub_3 = getattr(self.sub, "0")(mul_tensor_7);  sub_3 = None
    probe = self.probe(add_10);  probe = None
    add_11 = relu_4.add(getitem_6);  relu_4 = getitem_6 = None
    view_default_11 = torch.ops.aten.view.default(add_11, [-1]);  view_default_11 = None
    getitem_14 = mul_tensor_7['none'];  getitem_14 = None
    add_12 = add_tensor_6 + -1;  add_tensor_6 = add_12 = None
    relu_default_2 = torch.ops.aten.relu.default(mul_tensor_7);  mul_tensor_7 = None
    view_default_12 = torch.ops.aten.view.default(getitem_10, None);  getitem_10 = view_default_12 = None
    add_13 = relu_default_2 + 2;  add_13 = None
    cat_7 = torch.cat([add_11, mul_tensor_2], dim = 0);  mul_tensor_2 = cat_7 = None
    add_tensor_7 = torch.ops.aten.add.Tensor(add_11, relu_default_2);  add_11 = relu_default_2 = add_tensor_7 = None
    add_14 = add_10 + None;  add_14 = None
    return (sub_tensor_16, add_10, getitem_7)
    