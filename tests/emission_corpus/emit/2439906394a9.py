
torch.fx._symbolic_trace.wrap("test_codegen_scaled")
torch.fx._symbolic_trace.wrap("test_codegen_len")

def forward(self, x : _torch_Tensor_, n : _int_, opt : _Optional_torch_Tensor_ = None, seq : _typing_List_int_ = (1, 2), pair : _tuple_int_str_None_ = None) -> _torch_Tensor_:
    scaled = test_codegen_scaled(x, 2.0)
    layers_0 = getattr(self.layers, "0")(scaled);  scaled = None
    layers_1 = getattr(self.layers, "1")(x)
    add = layers_0 + layers_1;  layers_0 = layers_1 = None
    buf = self.buf
    add_1 = add + buf;  add = buf = None
    param = self.param
    add_2 = add_1 + param;  add_1 = param = None
    sum_1 = add_2.sum(dim = -1, keepdim = True)
    scaled_1 = test_codegen_scaled(add_2, 0.5);  add_2 = None
    add_3 = scaled_1 + sum_1;  scaled_1 = sum_1 = None
    len_1 = test_codegen_len(x);  x = None
    add_4 = add_3 + len_1;  add_3 = len_1 = None
    return add_4
    