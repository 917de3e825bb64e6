


def forward(self, x : torch.Tensor, y = 2, z = None, *args):
    _args = args
    add = x + y;  x = y = None
    return (add, z, _args)
    