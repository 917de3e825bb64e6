


def forward(self, x, y):
    a = torch.ops.aten.clone.default(x, memory_format = torch.contiguous_format)
    b = torch.ops.aten.empty.memory_format([2, 3], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
    c = getattr(self, '0').conv1(x);  d = self.lin(y);  x = y = None
    return {'a': a, 'b': (b, [c, d]), 'c': {'d': None}}
    