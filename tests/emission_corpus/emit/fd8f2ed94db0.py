


def forward(self, x):
    getitem = x[slice(None, 2, None)]
    add_tensor = torch.ops.aten.add.Tensor(x, 1, alpha = inf)
    add_tensor_1 = torch.ops.aten.add.Tensor(x, 1, alpha = -inf)
    add_tensor_2 = torch.ops.aten.add.Tensor(x, 1, alpha = nan)
    add_tensor_3 = torch.ops.aten.add.Tensor(x, 1, alpha = -0.0)
    add_tensor_4 = torch.ops.aten.add.Tensor(x, 1, alpha = (1+2j))
    add_tensor_5 = torch.ops.aten.add.Tensor(x, 1, alpha = complex(0.0, -1.0))
    add_tensor_6 = torch.ops.aten.add.Tensor(x, 1, alpha = 1267650600228229401496703205376)
    add_tensor_7 = torch.ops.aten.add.Tensor(x, 1, alpha = -1180591620717411303424)
    add_tensor_8 = torch.ops.aten.add.Tensor(x, 1, alpha = 'a\'b"c\n\té中\x00')
    add_tensor_9 = torch.ops.aten.add.Tensor(x, 1, alpha = b"\x00\xff'")
    add_tensor_10 = torch.ops.aten.add.Tensor(x, 1, alpha = [1, [2, (3, None)]])
    add_tensor_11 = torch.ops.aten.add.Tensor(x, 1, alpha = {'k': (1, 2), 'j': [x]})
    add_tensor_12 = torch.ops.aten.add.Tensor(x, 1, alpha = slice(1, None, 2))
    add_tensor_13 = torch.ops.aten.add.Tensor(x, 1, alpha = Ellipsis)
    add_tensor_14 = torch.ops.aten.add.Tensor(x, 1, alpha = torch.float16)
    add_tensor_15 = torch.ops.aten.add.Tensor(x, 1, alpha = device(type='cpu'))
    add_tensor_16 = torch.ops.aten.add.Tensor(x, 1, alpha = torch.strided)
    add_tensor_17 = torch.ops.aten.add.Tensor(x, 1, alpha = torch.channels_last)
    add_tensor_18 = torch.ops.aten.add.Tensor(x, 1, alpha = (2, 3))
    add_tensor_19 = torch.ops.aten.add.Tensor(x, 1, alpha = _Color.RED)
    add_tensor_20 = torch.ops.aten.add.Tensor(x, 1, alpha = True)
    add_tensor_21 = torch.ops.aten.add.Tensor(x, 1, alpha = None)
    add_tensor_22 = torch.ops.aten.add.Tensor(x, 1, alpha = ())
    view = x.view(-1)
    neg = -x
    mul = x * -1.5;  x = None
    return {'a': (getitem, add_tensor, add_tensor_1, add_tensor_2, add_tensor_3, add_tensor_4, add_tensor_5, add_tensor_6, add_tensor_7, add_tensor_8, add_tensor_9, add_tensor_10, add_tensor_11, add_tensor_12, add_tensor_13, add_tensor_14, add_tensor_15, add_tensor_16, add_tensor_17, add_tensor_18, add_tensor_19, add_tensor_20, add_tensor_21, add_tensor_22, view, neg, mul), 'b': {'c': [getitem]}}
    